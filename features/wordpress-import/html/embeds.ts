import { decodeHTML } from 'entities'
import { escapeHtml } from '@/lib/text/escape-html'
import type { Finding } from './shortcodes'

/** The YouTube video a URL names (watch, youtu.be, embed and shorts forms), or null. */
export function youtubeId(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '')
  if (host === 'youtu.be') return parsed.pathname.slice(1).split('/')[0] || null
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null
  if (parsed.pathname === '/watch') return parsed.searchParams.get('v')
  const m = /^\/(embed|shorts|v)\/([\w-]+)/.exec(parsed.pathname)
  return m ? m[2] : null
}

/**
 * An embedded URL as a plain link: visitors' browsers never load another site's frame (the site's
 * rule), and the link still leads to what was embedded. Reported, so an editor can choose a video
 * block where the page should play it.
 */
export function embedHtml(written: string, findings: Finding[]): string {
  const url = decodeHTML(written.trim())
  if (!/^https?:\/\//i.test(url)) {
    findings.push({ kind: 'unknown-shortcode', detail: `[embed]${url}[/embed] (not a web address)` })
    return `<p>${escapeHtml(url)}</p>`
  }
  const video = youtubeId(url)
  const href = video ? `https://www.youtube.com/watch?v=${encodeURIComponent(video)}` : url
  const host = new URL(url).hostname.replace(/^www\./, '')
  const label = video ? 'Watch the video on YouTube' : `See it on ${host}`
  findings.push({ kind: 'embed', detail: `${url} became a link` })
  return `<p><a href="${escapeHtml(href)}">${label}</a></p>`
}
