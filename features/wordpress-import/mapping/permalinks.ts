import type { WpAttachment, WpContent, WpTerm } from '../source/model'

/**
 * The old site's address of a permalink, as a path with its query (`/2019/05/slug/`, `/?p=12`),
 * when it is on the site being imported (its host, with or without `www.`); else null: an address
 * on another host (a CDN's files) never reaches this site, so no redirect could answer it.
 */
export function oldPath(link: string, baseUrl: string): string | null {
  let url: URL
  let base: URL
  try {
    url = new URL(link, baseUrl)
    base = new URL(baseUrl)
  } catch {
    return null
  }
  const host = (h: string) => h.replace(/^www\./, '')
  if (host(url.hostname) !== host(base.hostname)) return null
  // A site address saved with a trailing slash gives links like `https://site//greek/page/`; WordPress
  // answers them as the single-slash path, and `//…` as a redirect's source would name another host.
  return `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}`
}

const basePath = (baseUrl: string) => new URL(baseUrl).pathname.replace(/\/+$/, '')

/**
 * Every old address of a post or page: its permalink (whatever the structure: `/2019/05/slug/`,
 * `/slug/`, `/about/team/`), the plain form WordPress answers under any structure (`/?p=123`,
 * `/?page_id=12`), and its guid when that is an address on the site (an item moved between sites
 * keeps the `?p=` of its first home there, and old links may use it).
 */
export function contentOldPaths(item: WpContent, baseUrl: string): string[] {
  const plain = `${basePath(baseUrl)}/?${item.type === 'page' ? 'page_id' : 'p'}=${item.id}`
  const permalink = item.link ? oldPath(item.link, baseUrl) : null
  const guid = item.guid && /^https?:\/\//.test(item.guid) ? oldPath(item.guid, baseUrl) : null
  return [...new Set([plain, ...(permalink ? [permalink] : []), ...(guid ? [guid] : [])])]
}

/**
 * An attachment's page (`/?attachment_id=7`, its permalink) and, apart, its file's path and its
 * other sizes' paths (`photo-300x200.jpg`) when they are on the site.
 */
export function attachmentOldPaths(
  attachment: WpAttachment,
  baseUrl: string,
): { pages: string[]; file: string | null; sizes: string[] } {
  const plain = `${basePath(baseUrl)}/?attachment_id=${attachment.id}`
  const permalink = attachment.link ? oldPath(attachment.link, baseUrl) : null
  return {
    pages: [...new Set([plain, ...(permalink && !permalink.includes('/wp-content/') ? [permalink] : [])])],
    file: attachment.url ? oldPath(attachment.url, baseUrl) : null,
    sizes: (attachment.sizes ?? []).flatMap((url) => oldPath(url, baseUrl) ?? []),
  }
}

/**
 * A category's or tag's archive (`/category/news/`, `/tag/campus/`) and its plain form (`/?cat=3`,
 * `/?tag=campus`). A child category's archive is linked under its parents' slugs
 * (`/category/news/research/`); WordPress answers its own slug alone too (`/category/research/`).
 */
export function termOldPaths(term: WpTerm, baseUrl: string, terms: readonly WpTerm[] = []): string[] {
  const base = basePath(baseUrl)
  if (term.taxonomy !== 'category') return [`${base}/tag/${term.slug}/`, `${base}/?tag=${term.slug}`]
  const chain = [term.slug]
  for (let parent = term.parent; parent && !chain.includes(parent);) {
    const found = terms.find((t) => t.taxonomy === 'category' && t.slug === parent)
    if (!found) break
    chain.unshift(found.slug)
    parent = found.parent
  }
  return [
    ...new Set([`${base}/category/${chain.join('/')}/`, `${base}/category/${term.slug}/`, `${base}/?cat=${term.id}`]),
  ]
}

/** An author's archive (`/author/jane/`), and `/?author=4` when the source gave the author's id. */
export function authorOldPaths(login: string, baseUrl: string, id?: number): string[] {
  const base = basePath(baseUrl)
  return [`${base}/author/${login}/`, ...(id ? [`${base}/?author=${id}`] : [])]
}

/**
 * The archives of the old site an item was listed in (`category:news`, `post_tag:campus`,
 * `author:jane`), whose addresses lead to the list most of their items went to. Only posts: a
 * WordPress page has no categories or tags, and an author's archive lists their posts, not pages.
 */
export function archivesOf(item: Pick<WpContent, 'type' | 'categories' | 'tags' | 'author'>): string[] {
  if (item.type !== 'post') return []
  return [
    ...item.categories.map((c) => `category:${c}`),
    ...item.tags.map((t) => `post_tag:${t}`),
    `author:${item.author}`,
  ]
}
