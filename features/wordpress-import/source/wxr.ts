import { SaxesParser } from 'saxes'
import type { WpAttachment, WpAuthor, WpContent, WpSite, WpTerm } from './model'

type Element = { name: string; attributes: Record<string, string>; text: string; children: Element[] }

/** Reads the XML into a light element tree (an export is a few MB at most: the whole file is in memory anyway). */
function parseTree(xml: string): Element {
  const parser = new SaxesParser({ xmlns: false })
  const root: Element = { name: '#root', attributes: {}, text: '', children: [] }
  const stack: Element[] = [root]
  parser.on('opentag', (tag) => {
    const element: Element = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)])),
      text: '',
      children: [],
    }
    stack[stack.length - 1].children.push(element)
    stack.push(element)
  })
  parser.on('closetag', () => void stack.pop())
  parser.on('text', (text) => void (stack[stack.length - 1].text += text))
  parser.on('cdata', (text) => void (stack[stack.length - 1].text += text))
  parser.write(xml).close()
  return root
}

const child = (element: Element, name: string) => element.children.find((c) => c.name === name)
const text = (element: Element, name: string) => (child(element, name)?.text ?? '').trim()
const raw = (element: Element, name: string) => child(element, name)?.text ?? ''
const all = (element: Element, name: string) => element.children.filter((c) => c.name === name)

/** `2013-04-09 18:20:39` (WordPress's GMT column) as ISO; `0000-00-00 00:00:00` (never published) as null. */
export function gmtDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim())
  if (!match || match[1] === '0000') return null
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}.000Z`
}

function meta(item: Element): Map<string, string> {
  return new Map(all(item, 'wp:postmeta').map((m) => [text(m, 'wp:meta_key'), raw(m, 'wp:meta_value')]))
}

function itemDate(item: Element): string {
  const gmt = gmtDate(text(item, 'wp:post_date_gmt'))
  if (gmt) return gmt
  const pub = text(item, 'pubDate')
  const parsed = pub ? new Date(pub) : null
  if (parsed && !Number.isNaN(parsed.getTime())) return parsed.toISOString()
  // A draft never dated in GMT: its local date, read as UTC (the export does not say the zone).
  return gmtDate(text(item, 'wp:post_date')) ?? new Date(0).toISOString()
}

/**
 * The other sizes WordPress made of a picture, as URLs beside its file: their names are in its
 * `_wp_attachment_metadata` (PHP's serialised form), each `"file"` of its `"sizes"`.
 */
export function sizeUrls(fileUrl: string, metadata: string): string[] {
  const at = metadata.indexOf('s:5:"sizes"')
  if (at < 0 || !fileUrl) return []
  const names = [...metadata.slice(at).matchAll(/s:4:"file";s:\d+:"([^"/]+)"/g)].map((m) => m[1])
  const folder = fileUrl.slice(0, fileUrl.lastIndexOf('/') + 1)
  return [...new Set(names.map((name) => folder + name))].filter((url) => url !== fileUrl)
}

/**
 * A WordPress eXtended RSS export (WXR 1.1 or 1.2, as Tools → Export writes it) read with an XML
 * parser into the import's model.
 */
export function parseWxr(xml: string): WpSite {
  const rss = child(parseTree(xml), 'rss')
  const channel = rss && child(rss, 'channel')
  if (!channel) throw new Error('This is not a WordPress export: no <rss><channel>.')
  const version = text(channel, 'wp:wxr_version')
  if (!version) throw new Error('This is not a WordPress export: no <wp:wxr_version>.')

  const baseUrl = (text(channel, 'wp:base_blog_url') || text(channel, 'link')).replace(/\/+$/, '')
  const authors: WpAuthor[] = all(channel, 'wp:author').map((a) => ({
    login: text(a, 'wp:author_login'),
    name: text(a, 'wp:author_display_name') || text(a, 'wp:author_login'),
    id: Number(text(a, 'wp:author_id')) || undefined,
  }))
  const terms: WpTerm[] = [
    ...all(channel, 'wp:category').map((c) => ({
      id: Number(text(c, 'wp:term_id')),
      slug: text(c, 'wp:category_nicename'),
      name: text(c, 'wp:cat_name'),
      taxonomy: 'category' as const,
      ...(text(c, 'wp:category_parent') ? { parent: text(c, 'wp:category_parent') } : {}),
    })),
    ...all(channel, 'wp:tag').map((t) => ({
      id: Number(text(t, 'wp:term_id')),
      slug: text(t, 'wp:tag_slug'),
      name: text(t, 'wp:tag_name'),
      taxonomy: 'post_tag' as const,
    })),
  ]

  const content: WpContent[] = []
  const attachments: WpAttachment[] = []
  const ignored: Record<string, number> = {}
  for (const item of all(channel, 'item')) {
    const comments = all(item, 'wp:comment').length
    if (comments) ignored.comment = (ignored.comment ?? 0) + comments
    const type = text(item, 'wp:post_type')
    const id = Number(text(item, 'wp:post_id'))
    const postMeta = meta(item)
    const parentId = Number(text(item, 'wp:post_parent')) || undefined
    if (type === 'attachment') {
      const url = text(item, 'wp:attachment_url') || text(item, 'guid')
      attachments.push({
        id,
        title: text(item, 'title'),
        url,
        link: text(item, 'link'),
        alt: (postMeta.get('_wp_attachment_image_alt') ?? '').trim(),
        caption: raw(item, 'excerpt:encoded').trim(),
        parentId,
        sizes: sizeUrls(url, postMeta.get('_wp_attachment_metadata') ?? ''),
      })
      continue
    }
    if (type !== 'post' && type !== 'page') {
      ignored[type || 'unknown'] = (ignored[type || 'unknown'] ?? 0) + 1
      continue
    }
    const categories = item.children.filter((c) => c.name === 'category')
    content.push({
      id,
      type,
      title: text(item, 'title'),
      slug: text(item, 'wp:post_name'),
      link: text(item, 'link'),
      guid: text(item, 'guid'),
      status: text(item, 'wp:status'),
      date: itemDate(item),
      html: raw(item, 'content:encoded'),
      excerpt: raw(item, 'excerpt:encoded').trim(),
      author: text(item, 'dc:creator'),
      categories: categories.filter((c) => c.attributes.domain === 'category').map((c) => c.attributes.nicename),
      tags: categories.filter((c) => c.attributes.domain === 'post_tag').map((c) => c.attributes.nicename),
      featuredImageId: Number(postMeta.get('_thumbnail_id')) || undefined,
      passwordProtected: text(item, 'wp:post_password') !== '',
      sticky: text(item, 'wp:is_sticky') === '1',
      parentId,
    })
  }
  return { baseUrl, title: text(channel, 'title'), authors, terms, content, attachments, ignored }
}
