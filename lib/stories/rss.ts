import { FEED_SIZE } from '@/lib/seo/feeds'

export type RssItem = { title: string; link: string; description: string; pubDate: string; guid?: string }

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

export type RssChannel = { title: string; link: string; description: string; language: string; self: string }

/**
 * An RSS 2.0 document with its own address (atom:link rel="self") and language; every text is
 * XML-escaped. It holds the `size` most recent items, newest first, and its `lastBuildDate` is
 * the newest item's date (the feed's content changes with its items, not with each request).
 */
export function buildRss(channel: RssChannel, items: RssItem[], size = FEED_SIZE): string {
  const recent = items.toSorted((a, b) => Date.parse(b.pubDate) - Date.parse(a.pubDate)).slice(0, size)
  const item = (i: RssItem) =>
    `<item><title>${escapeXml(i.title)}</title><link>${escapeXml(i.link)}</link><guid isPermaLink="true">${escapeXml(i.guid ?? i.link)}</guid><description>${escapeXml(i.description)}</description><pubDate>${new Date(i.pubDate).toUTCString()}</pubDate></item>`
  const head = [
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${escapeXml(channel.language)}</language>`,
    recent.length ? `<lastBuildDate>${new Date(recent[0].pubDate).toUTCString()}</lastBuildDate>` : '',
  ].join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>${head}${recent.map(item).join('')}</channel></rss>\n`
}
