import { PAGES } from '../pages'
import { internalPath, normalPath } from './internal-path'

/** The records detail pages show, by the key their URL carries (slugs; programmes also by id). */
export type RecordKind = 'stories' | 'articles' | 'undergraduate' | 'graduate'

/** What exists on the site when links are checked: a snapshot, so resolving stays pure. */
export type KnownTargets = {
  records: Record<RecordKind, ReadonlySet<string>>
  /** Redirects by the internal path they answer for (lib/redirects), to where they lead. */
  redirects: ReadonlyMap<string, string>
  /** Ids of records per collection, for rich-text links that name a record rather than a URL. */
  documents?: Readonly<Record<string, ReadonlySet<string>>>
}

export type LinkVerdict =
  | { status: 'ok' }
  | { status: 'not-checked' } // another site, e-mail, phone, fragment, a file
  | { status: 'redirected'; to: string }
  | { status: 'missing'; reason: string }

/** The detail routes behind the spec's query-string URLs (proxy.ts rewrites them here). */
const DETAIL_ROUTES: { prefix: string; kind: RecordKind; what: string }[] = [
  { prefix: '/featurestory/', kind: 'stories', what: 'feature story' },
  { prefix: '/news/', kind: 'articles', what: 'news or sports article' },
  { prefix: '/undergrad/', kind: 'undergraduate', what: 'undergraduate programme' },
  { prefix: '/grad/', kind: 'graduate', what: 'graduate programme' },
]

const PAGE_PATHS = new Set(PAGES.map((entry) => normalPath(entry.path)))

/** Paths served by files or by Payload rather than pages: not checked here. */
function isFilePath(path: string): boolean {
  return /^\/(api|admin|feeds|_next)(\/|$)/.test(path) || /\.[A-Za-z0-9]+$/.test(path)
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Whether a link on the site leads to a page that exists, to a redirect, or nowhere. */
export function resolveLink(href: string, known: KnownTargets, siteOrigin?: string): LinkVerdict {
  const path = internalPath(href, siteOrigin)
  if (path === null) return { status: 'not-checked' }
  if (PAGE_PATHS.has(path) || isFilePath(path)) return { status: 'ok' }
  for (const route of DETAIL_ROUTES) {
    if (!path.startsWith(route.prefix)) continue
    const key = path.slice(route.prefix.length)
    if (key.includes('/')) break
    if (known.records[route.kind].has(decode(key))) return { status: 'ok' }
    const redirect = known.redirects.get(path)
    if (redirect) return { status: 'redirected', to: redirect }
    return { status: 'missing', reason: `no ${route.what} "${decode(key)}"` }
  }
  const redirect = known.redirects.get(path)
  if (redirect) return { status: 'redirected', to: redirect }
  return { status: 'missing', reason: `no page at ${decode(path)}` }
}

/** Whether a rich-text link to a record (Lexical's internal link) names one that exists. */
export function resolveDocument(relationTo: string, id: string | number, known: KnownTargets): LinkVerdict {
  const ids = known.documents?.[relationTo]
  if (!ids) return { status: 'not-checked' }
  return ids.has(String(id)) ? { status: 'ok' } : { status: 'missing', reason: `the linked ${relationTo} record no longer exists` }
}

/** The internal path of a registered page or a record's detail page: whether something is served there. */
export function isServed(path: string, known: KnownTargets): boolean {
  const verdict = resolveLink(path, { ...known, redirects: new Map() })
  return verdict.status === 'ok'
}
