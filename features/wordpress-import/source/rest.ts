import { decodeHTML } from 'entities'
import type { WpAttachment, WpContent, WpSite, WpTerm } from './model'

type Rendered = { rendered?: string; protected?: boolean }
type RestPost = {
  id: number
  date_gmt?: string
  date?: string
  slug?: string
  status?: string
  link?: string
  guid?: Rendered
  title?: Rendered
  content?: Rendered
  excerpt?: Rendered
  author?: number
  featured_media?: number
  categories?: number[]
  tags?: number[]
  sticky?: boolean
  parent?: number
}
type RestMedia = {
  id: number
  source_url?: string
  link?: string
  alt_text?: string
  caption?: Rendered
  title?: Rendered
  mime_type?: string
  post?: number | null
  media_details?: { sizes?: Record<string, { source_url?: string }> }
}
type RestTerm = { id: number; slug: string; name: string; parent?: number }
type RestUser = { id: number; slug: string; name: string }

export type Fetcher = (url: string) => Promise<Response>

/**
 * Where the site's REST API is: WordPress names it in a `Link: <…>; rel="https://api.w.org/"`
 * header of its pages, `/wp-json/` with pretty permalinks, `/index.php?rest_route=/` under plain
 * ones (its default, where `/wp-json/` answers the home page). `/wp-json/` when it does not say.
 */
async function apiRoot(base: string, fetcher: Fetcher): Promise<string> {
  try {
    const response = await fetcher(`${base}/`)
    const named = /<([^>]+)>\s*;\s*rel="https:\/\/api\.w\.org\/"/.exec(response.headers.get('link') ?? '')?.[1]
    if (named) return named
  } catch {
    // the collections' own requests say what is wrong
  }
  return `${base}/wp-json/`
}

/** A route's address under the API root, with its query (`…/wp-json/wp/v2/posts?…`, `…?rest_route=/wp/v2/posts&…`). */
const routeUrl = (root: string, route: string, query: string) =>
  `${root}wp/v2/${route}${root.includes('?') ? '&' : '?'}${query}`

/** Every item of one collection of `wp/v2/`, 100 a page, as many pages as `X-WP-TotalPages` says. */
async function readAll<T>(root: string, route: string, fetcher: Fetcher): Promise<T[]> {
  const items: T[] = []
  for (let page = 1, pages = 1; page <= pages; page++) {
    const url = routeUrl(root, route, `per_page=100&page=${page}`)
    const response = await fetcher(url)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    const type = response.headers.get('content-type') ?? ''
    if (!type.includes('json'))
      throw new Error(`${url} did not answer JSON (${type || 'no type'}): is this WordPress's REST API?`)
    items.push(...((await response.json()) as T[]))
    pages = Number(response.headers.get('x-wp-totalpages') ?? '1') || 1
  }
  return items
}

/** How many items a collection holds (`X-WP-Total`), for the report; 0 when the site does not show it. */
async function countAll(root: string, route: string, fetcher: Fetcher): Promise<number> {
  const response = await fetcher(routeUrl(root, route, 'per_page=1'))
  if (!response.ok) return 0
  return Number(response.headers.get('x-wp-total') ?? '0') || 0
}

/** A rendered title as text: its tags dropped, its entities decoded (the `entities` package, as htmlparser2 does). */
export function decodeEntities(value: string): string {
  return decodeHTML(value.replace(/<[^>]*>/g, '')).trim()
}

/**
 * An excerpt as the REST API renders it, without WordPress's "more" mark: a post with no excerpt
 * of its own is given its opening words and ` [&hellip;]` (excerpt_more), which as a summary
 * reads as an ellipsis.
 */
const withoutMoreMark = (html: string) => html.replace(/\s*\[(?:&hellip;|&#8230;|…|\.\.\.)\](\s*<\/p>)?(\s*)$/, '…$1$2')

const isoUtc = (value?: string) =>
  value ? new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`).toISOString() : new Date(0).toISOString()

/**
 * A running WordPress read through its REST API (posts, pages, media, categories, tags, users),
 * into the same model as an export file. Anonymous: what the site shows visitors (published
 * content); an export file also brings drafts.
 */
export async function readRest(siteUrl: string, fetcher: Fetcher = fetch): Promise<WpSite> {
  const base = siteUrl.replace(/\/+$/, '')
  const root = await apiRoot(base, fetcher)
  const [posts, pages, media, categories, tags, users, comments] = await Promise.all([
    readAll<RestPost>(root, 'posts', fetcher),
    readAll<RestPost>(root, 'pages', fetcher),
    readAll<RestMedia>(root, 'media', fetcher),
    readAll<RestTerm>(root, 'categories', fetcher),
    readAll<RestTerm>(root, 'tags', fetcher),
    readAll<RestUser>(root, 'users', fetcher),
    countAll(root, 'comments', fetcher),
  ])
  const categoryById = new Map(categories.map((c) => [c.id, c.slug]))
  const tagById = new Map(tags.map((t) => [t.id, t.slug]))
  const userById = new Map(users.map((u) => [u.id, u.slug]))
  const terms: WpTerm[] = [
    ...categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: decodeEntities(c.name),
      taxonomy: 'category' as const,
      ...(c.parent && categoryById.has(c.parent) ? { parent: categoryById.get(c.parent) } : {}),
    })),
    ...tags.map((t) => ({ id: t.id, slug: t.slug, name: decodeEntities(t.name), taxonomy: 'post_tag' as const })),
  ]
  const toContent =
    (type: 'post' | 'page') =>
    (p: RestPost): WpContent => ({
      id: p.id,
      type,
      title: decodeEntities(p.title?.rendered ?? ''),
      slug: p.slug ?? '',
      link: p.link ?? '',
      guid: p.guid?.rendered,
      status: p.status ?? 'publish',
      date: isoUtc(p.date_gmt ?? p.date),
      html: p.content?.rendered ?? '',
      excerpt: withoutMoreMark(p.excerpt?.rendered ?? ''),
      author: userById.get(p.author ?? -1) ?? '',
      categories: (p.categories ?? []).map((id) => categoryById.get(id) ?? String(id)),
      tags: (p.tags ?? []).map((id) => tagById.get(id) ?? String(id)),
      featuredImageId: p.featured_media || undefined,
      passwordProtected: Boolean(p.content?.protected),
      sticky: Boolean(p.sticky),
      parentId: p.parent || undefined,
    })
  const attachments: WpAttachment[] = media.map((m) => ({
    id: m.id,
    title: decodeEntities(m.title?.rendered ?? ''),
    url: m.source_url ?? '',
    link: m.link ?? '',
    alt: (m.alt_text ?? '').trim(),
    caption: m.caption?.rendered?.trim() ?? '',
    mimeType: m.mime_type,
    parentId: m.post ?? undefined,
    sizes: [
      ...new Set(
        Object.values(m.media_details?.sizes ?? {})
          .map((size) => size.source_url ?? '')
          .filter((url) => url && url !== m.source_url),
      ),
    ],
  }))
  return {
    baseUrl: base,
    title: '',
    authors: users.map((u) => ({ login: u.slug, name: decodeEntities(u.name), id: u.id })),
    terms,
    content: [...posts.map(toContent('post')), ...pages.map(toContent('page'))],
    attachments,
    ignored: comments ? { comment: comments } : {},
  }
}
