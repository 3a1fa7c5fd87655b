import { calendarMonthRewrite } from '../calendar/month-pages'
import { costsRoute } from '../costs/route'
import { canonicalPath } from '../pages'
import { archiveRewrite } from '../pages/archives'
import { recordPath, recordRewrite, recordRoute } from '../pages/records'
import { wordpressQueryRoute } from './wordpress-query'

export type ProxyDecision =
  | { action: 'next' }
  /** `storedFirst`: a stored redirect from `to` wins over `to` itself (lib/redirects/trailing-slash.ts). */
  | { action: 'redirect'; to: string; storedFirst?: true }
  | { action: 'rewrite'; to: string }

/**
 * Public query-string record URLs become the routes Next serves them from (lib/pages/records.ts),
 * so detail pages can be prerendered, and so do the pages of the archives (`/news?page=2`,
 * lib/pages/archives.ts) and the calendars' months (`/eventscalendar?month=2026-12`,
 * lib/calendar/month-pages.ts), so each is cached, and /costs' estimates go where they are
 * rendered per request (lib/costs/route.ts), so the form alone is cached; older spellings and other letter cases answer with a
 * permanent redirect. Pure, so the whole table is unit-tested.
 */
export function decide(pathname: string, search: URLSearchParams): ProxyDecision {
  const query = search.toString()
  // A trailing slash and an old or miscased address are one permanent hop to the page, not two
  // (next.config.ts leaves trailing slashes to this proxy: skipTrailingSlashRedirect).
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  const canonical = canonicalPath(bare)
  if (canonical) return { action: 'redirect', to: query ? `${canonical}?${query}` : canonical }
  if (bare !== pathname) {
    const to = query ? `${bare}?${query}` : bare
    // An old address (a WordPress permalink ends in a slash) may have a stored redirect: that is the
    // one hop, not the slash's hop then the redirect's.
    return { action: 'redirect', to, storedFirst: true }
  }

  const route = recordRewrite(pathname, search)
  if (route) return { action: 'rewrite', to: route }

  const archive = archiveRewrite(pathname, search)
  if (archive) return archive

  const month = calendarMonthRewrite(pathname, search)
  if (month) return month

  const costs = costsRoute(pathname, search)
  if (costs) return costs

  const wordpress = wordpressQueryRoute(pathname, search)
  if (wordpress) return { action: 'rewrite', to: wordpress }

  // The older programme URLs (spec §2): /undergrad?degreeName=…&degreeType=u_programs and /grad?degreeName=…&degreeType=g_programs.
  if (pathname === '/undergrad') {
    const degreeName = search.get('degreeName')
    if (degreeName && (search.get('degreeType') ?? 'u_programs') === 'u_programs') {
      return { action: 'redirect', to: recordPath('undergraduate', degreeName) }
    }
  }

  if (pathname === '/grad') {
    const degreeName = search.get('degreeName')
    if (degreeName && (search.get('degreeType') ?? 'g_programs') === 'g_programs') {
      return { action: 'rewrite', to: recordRoute('graduate', degreeName) }
    }
  }

  return { action: 'next' }
}
