import { canonicalPath } from './pages'

export type ProxyDecision = { action: 'next' } | { action: 'redirect'; to: string } | { action: 'rewrite'; to: string }

/**
 * Public query-string URLs become internal path segments (so detail pages can be
 * prerendered); older spellings and other letter cases answer with a permanent redirect.
 * Pure, so the whole table is unit-tested.
 */
export function decide(pathname: string, search: URLSearchParams): ProxyDecision {
  const canonical = canonicalPath(pathname)
  if (canonical) {
    const query = search.toString()
    return { action: 'redirect', to: query ? `${canonical}?${query}` : canonical }
  }

  if (pathname === '/undergrad') {
    const degree = search.get('degree')
    if (degree) return { action: 'rewrite', to: `/undergrad/${encodeURIComponent(degree)}` }
    const degreeName = search.get('degreeName')
    if (degreeName && (search.get('degreeType') ?? 'u_programs') === 'u_programs') {
      return { action: 'redirect', to: `/undergrad?degree=${encodeURIComponent(degreeName)}` }
    }
  }

  if (pathname === '/grad') {
    const degreeName = search.get('degreeName')
    if (degreeName && (search.get('degreeType') ?? 'g_programs') === 'g_programs') {
      return { action: 'rewrite', to: `/grad/${encodeURIComponent(degreeName)}` }
    }
  }

  if (pathname === '/featurestory') {
    const article = search.get('article')
    if (article) return { action: 'rewrite', to: `/featurestory/${encodeURIComponent(article)}` }
  }

  return { action: 'next' }
}
