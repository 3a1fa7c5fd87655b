import type { WpAttachment } from '../source/model'
import { escapeHtml } from '@/lib/text/escape-html'
import { embedHtml } from './embeds'

export type Shortcode = { name: string; attrs: Record<string, string>; positional: string[]; content?: string }

/** What the import could not bring as it was, for the report. */
export type Finding = { kind: 'unknown-shortcode' | 'removed-markup' | 'embed' | 'missing-attachment'; detail: string }

const ATTR = /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)|"([^"]*)"|'([^']*)'|(\S+)/g

/** A shortcode's attributes as WordPress's shortcode_parse_atts reads them: named ones, and bare values in order. */
export function parseAttributes(text: string): Pick<Shortcode, 'attrs' | 'positional'> {
  const attrs: Record<string, string> = {}
  const positional: string[] = []
  for (const m of text.matchAll(ATTR)) {
    if (m[1]) attrs[m[1].toLowerCase()] = m[2]
    else if (m[3]) attrs[m[3].toLowerCase()] = m[4]
    else if (m[5]) attrs[m[5].toLowerCase()] = m[6]
    else positional.push(m[7] ?? m[8] ?? m[9])
  }
  return { attrs, positional }
}

/**
 * Replaces each shortcode (`[name attrs]`, `[name attrs]content[/name]`; `[[name]]` is WordPress's
 * escape and stays as text) by what `render` returns for it, outermost first.
 */
export function replaceShortcodes(html: string, render: (code: Shortcode, source: string) => string): string {
  let out = ''
  let i = 0
  const open = /\[(\[?)([\w-]+)(?![\w-])([^\]]*?)(\/)?\](\]?)/g
  while (i < html.length) {
    open.lastIndex = i
    const m = open.exec(html)
    if (!m) break
    out += html.slice(i, m.index)
    const [whole, escOpen, name, attrText, selfClosing, escClose] = m
    if (escOpen && escClose) {
      out += whole.slice(1, -1) // [[gallery]] shows "[gallery]"
      i = m.index + whole.length
      continue
    }
    const { attrs, positional } = parseAttributes(attrText)
    let content: string | undefined
    let end = m.index + whole.length
    if (!selfClosing) {
      const close = html.toLowerCase().indexOf(`[/${name.toLowerCase()}]`, end)
      const nextSame = html.toLowerCase().indexOf(`[${name.toLowerCase()}`, end)
      if (close >= 0 && (nextSame < 0 || nextSame > close)) {
        content = html.slice(end, close)
        end = close + name.length + 3
      }
    }
    out += render({ name: name.toLowerCase(), attrs, positional, content }, html.slice(m.index, end))
    i = end
  }
  return out + html.slice(i)
}

const picture = (a: WpAttachment) =>
  `<img src="${escapeHtml(a.url)}" alt="${escapeHtml(a.alt)}" class="wp-image-${a.id}">`

const fileName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || url)

/** The file a media shortcode plays: `src`, or the attribute named by its format (`mp3=`, `mp4=`), or its content. */
function mediaSource(code: Shortcode): string {
  const keys = ['src', 'mp3', 'm4a', 'ogg', 'wav', 'wma', 'flac', 'mp4', 'm4v', 'webm', 'ogv', 'wmv', 'flv']
  for (const key of keys) if (code.attrs[key]) return code.attrs[key]
  return code.positional.find((value) => /^https?:\/\//.test(value)) ?? (code.content ?? '').trim()
}

export type ShortcodeContext = {
  /** The post the text belongs to: a gallery without `ids` shows its attachments. */
  postId: number
  attachments: ReadonlyMap<number, WpAttachment>
  findings: Finding[]
}

/**
 * WordPress's shortcodes as plain HTML the rich-text conversion knows: `[caption]` a figure with
 * its caption, `[gallery]` its pictures with their captions, `[embed]` (and URLs alone on a line,
 * WordPress's auto-embeds) a link (a YouTube video a link to watch it: no frame to another site),
 * `[audio]`/`[video]` a link to the file. Any other shortcode stays visible as it was written and is
 * reported: never silently dropped.
 */
export function expandShortcodes(html: string, context: ShortcodeContext): string {
  const withEmbeds = html.replace(/^[ \t]*(https?:\/\/[^\s<>"\[\]]+)[ \t]*$/gm, (_, url: string) =>
    embedHtml(url, context.findings),
  )
  return replaceShortcodes(withEmbeds, (code, source) => {
    switch (code.name) {
      case 'caption':
      case 'wp_caption': {
        const inner = expandShortcodes(code.content ?? '', context)
        const caption =
          code.attrs.caption ?? inner.replace(/<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>/gi, '').trim()
        const media = (/<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>/i.exec(inner) ?? [''])[0]
        return `<figure>${media}<figcaption>${caption}</figcaption></figure>`
      }
      case 'gallery': {
        const ids = code.attrs.ids
          ? code.attrs.ids.split(',').map((id) => Number(id.trim()))
          : [...context.attachments.values()].filter((a) => a.parentId === context.postId).map((a) => a.id)
        const figures = ids.map((id) => {
          const a = context.attachments.get(id)
          if (!a) {
            context.findings.push({ kind: 'missing-attachment', detail: `gallery picture ${id} is not in the export` })
            return ''
          }
          return `<figure>${picture(a)}${a.caption ? `<figcaption>${a.caption}</figcaption>` : ''}</figure>`
        })
        if (!figures.some(Boolean))
          context.findings.push({ kind: 'missing-attachment', detail: `${source}: no pictures` })
        return figures.join('')
      }
      case 'embed':
        return embedHtml((code.content ?? code.attrs.src ?? '').trim(), context.findings)
      case 'audio':
      case 'video': {
        const src = mediaSource(code)
        if (!src) {
          context.findings.push({ kind: 'unknown-shortcode', detail: `${source} (no file named)` })
          return `<p>${escapeHtml(source)}</p>`
        }
        const label = code.name === 'audio' ? 'Audio' : 'Video'
        return `<p>${label}: <a href="${escapeHtml(src)}">${escapeHtml(fileName(src))}</a></p>`
      }
      default:
        context.findings.push({
          kind: 'unknown-shortcode',
          detail: source.length > 80 ? `${source.slice(0, 77)}…` : source,
        })
        return escapeHtml(source)
    }
  })
}
