/**
 * WordPress answers `/?p=123`, `/?page_id=12`, `/?attachment_id=7`, `/?cat=3`, `/?tag=x` and
 * `/?author=4` under any permalink structure, so old links carry them. The home page would answer
 * them here (it reads no query string) and a redirect stored for them would never apply; the proxy
 * rewrites them onto a path of their own (`/wordpress-link/p/123`), where, like any path no page
 * answers, the stored redirect is looked up (lib/redirects/follow.ts) or the page answers 404.
 * The redirects the importer stores for them are keyed on that path (lib/links/internal-path.ts).
 */
export const WORDPRESS_QUERY_KEYS = ['p', 'page_id', 'attachment_id', 'cat', 'tag', 'author'] as const

export const WORDPRESS_LINK_ROUTE = '/wordpress-link'

/** The path a WordPress query-string link on the home page is served from, or null when it is none. */
export function wordpressQueryRoute(pathname: string, search: URLSearchParams): string | null {
  if (pathname !== '/') return null
  for (const key of WORDPRESS_QUERY_KEYS) {
    const value = search.get(key)
    if (value && /^[\w-]{1,200}$/.test(value)) return `${WORDPRESS_LINK_ROUTE}/${key}/${encodeURIComponent(value)}`
  }
  return null
}
