/**
 * Where /costs is served from. Its public URL is always `/costs`: with no query it is the form
 * alone, a page like any other (cached by Next and the edge); with a query it is that query's
 * estimate, rendered per request at COSTS_ESTIMATE_ROUTE, where proxy.ts rewrites it. The route's
 * own address is not a second page: it is sent back to `/costs` with its query.
 */
export const COSTS_PATH = '/costs'
export const COSTS_ESTIMATE_ROUTE = '/costs/estimate'

export function costsRoute(
  pathname: string,
  search: URLSearchParams,
): { action: 'rewrite'; to: string } | { action: 'redirect'; to: string } | null {
  const query = search.toString()
  if (pathname === COSTS_PATH) return query ? { action: 'rewrite', to: `${COSTS_ESTIMATE_ROUTE}?${query}` } : null
  if (pathname === COSTS_ESTIMATE_ROUTE)
    return { action: 'redirect', to: query ? `${COSTS_PATH}?${query}` : COSTS_PATH }
  return null
}
