import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import type { WpAttachment } from '../source/model'
import { autop } from './autop'
import { embedHtml } from './embeds'
import { expandShortcodes, type Finding } from './shortcodes'

/** A picture of the text, found at a marker paragraph the writer replaces by the imported picture. */
export type PictureRef = { marker: string; src: string; alt: string; attachmentId?: number; caption?: string }

export type PreparedHtml = { html: string; pictures: PictureRef[]; findings: Finding[] }

export const pictureMarker = (n: number) => `wordpress-import-picture-${n}`

const ATTACHMENT_CLASS = /\bwp-image-(\d+)\b/

/**
 * A file's identity whatever size of it WordPress drew (`photo-150x150.jpg`, `photo-scaled.jpg`
 * are `photo.jpg`): its host (without `www.`, either scheme) and path. A rendered `[gallery]`
 * gives its pictures no `wp-image-<id>` class: only their file says which attachment they are.
 */
function fileKey(url: string): string | null {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname.replace(/-(\d+x\d+|scaled)(\.\w+)$/, '$2')}`
  } catch {
    return null
  }
}

/** The top-level block an element sits in (a direct child of body), or the element itself. */
function topBlock(element: Element, body: HTMLElement): Element {
  let node: Element = element
  while (node.parentElement && node.parentElement !== body) node = node.parentElement
  return node
}

/**
 * A post's HTML made ready for the rich-text conversion: shortcodes expanded, paragraphs made
 * (`autop` for an export's raw text), frames turned into links, then sanitised with DOMPurify (what
 * it removes is reported), tables written out row by row (the editor has no table), and each
 * picture taken out to a marker paragraph of its own beside its block (pictures are blocks in the
 * editor), its caption after it. Nothing is dropped without a finding.
 */
export function prepareHtml(
  source: string,
  options: { postId: number; attachments: ReadonlyMap<number, WpAttachment>; rawText: boolean },
): PreparedHtml {
  const findings: Finding[] = []
  const expanded = expandShortcodes(source, { postId: options.postId, attachments: options.attachments, findings })
  const html = options.rawText ? autop(expanded) : expanded

  const { window } = new JSDOM('<!doctype html><body></body>')
  const document = window.document
  const body = document.body
  body.innerHTML = html
  for (const frame of [...body.querySelectorAll('iframe, embed, object')]) {
    const src = frame.getAttribute('src') ?? frame.getAttribute('data') ?? ''
    const holder = document.createElement('div')
    holder.innerHTML = src ? embedHtml(src, findings) : ''
    if (!src) findings.push({ kind: 'removed-markup', detail: `<${frame.tagName.toLowerCase()}> without an address` })
    frame.replaceWith(...holder.childNodes)
  }

  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])
  body.innerHTML = purify.sanitize(body.innerHTML, { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] })
  const removedTags = new Set<string>()
  for (const removed of purify.removed as { element?: Element }[])
    if (removed.element && removed.element.nodeType === 1) removedTags.add(removed.element.nodeName.toLowerCase())
  for (const tag of removedTags)
    findings.push({ kind: 'removed-markup', detail: `<${tag}> removed by sanitising (not allowed on the site)` })

  for (const table of [...body.querySelectorAll('table')]) {
    const rows = [...table.querySelectorAll('tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '').join(' | '),
    )
    const caption = table.querySelector('caption')?.textContent?.trim()
    const holder = document.createElement('div')
    for (const line of caption ? [caption, ...rows] : rows) {
      const p = document.createElement('p')
      p.textContent = line
      holder.appendChild(p)
    }
    table.replaceWith(...holder.childNodes)
  }

  const byFile = new Map<string, number>()
  for (const attachment of options.attachments.values()) {
    const key = fileKey(attachment.url)
    if (key) byFile.set(key, attachment.id)
  }
  const pictures: PictureRef[] = []
  for (const img of [...body.querySelectorAll('img')]) {
    const marker = pictureMarker(pictures.length)
    const figure = img.closest('figure')
    const caption = figure?.querySelector('figcaption')?.textContent?.trim() || undefined
    const src = img.getAttribute('src') ?? ''
    const id = ATTACHMENT_CLASS.exec(img.getAttribute('class') ?? '')?.[1]
    pictures.push({
      marker,
      src,
      alt: (img.getAttribute('alt') ?? '').trim(),
      attachmentId: id ? Number(id) : byFile.get(fileKey(src) ?? ''),
      caption,
    })
    const anchor = topBlock(figure ?? img, body)
    const p = document.createElement('p')
    p.textContent = marker
    anchor.before(p)
    const link = img.parentElement?.tagName === 'A' ? img.parentElement : null
    img.remove()
    if (link && !link.textContent?.trim()) link.remove()
  }
  // A figure's caption stays where the figure was, as an emphasised paragraph after its picture.
  for (const figure of [...body.querySelectorAll('figure')]) {
    const caption = figure.querySelector('figcaption')
    const p = document.createElement('p')
    if (caption?.textContent?.trim()) {
      const em = document.createElement('em')
      em.innerHTML = caption.innerHTML
      p.appendChild(em)
    }
    caption?.remove()
    figure.replaceWith(...figure.childNodes, ...(p.childNodes.length ? [p] : []))
  }
  return { html: body.innerHTML, pictures, findings }
}
