import { calendarMonthAt } from '../calendar/month-pages'
import { PAGES } from '../pages'
import { archiveAt } from '../pages/archives'
import { RECORD_PAGES, recordAt, type RecordPage } from '../pages/records'
import { internalPath, normalPath } from './internal-path'
import { isServedFile } from '../http/served-files'

/** What exists on the site when links are checked: a snapshot, so resolving stays pure. */
export type KnownTargets = {
  /** The keys each kind of record page answers for (slugs, ids; programmes also by id). */
  records: Record<RecordPage, ReadonlySet<string>>
  /** Redirects by the internal path they answer for (lib/redirects), to where they lead. */
  redirects: ReadonlyMap<string, string>
  /** Ids of records per collection, for rich-text links that name a record rather than a URL. */
  documents?: Readonly<Record<string, ReadonlySet<string>>>
  /** The paths of the published pages editors composed (the `pages` collection). */
  composedPages?: ReadonlySet<string>
}

export type LinkVerdict =
  | { status: 'ok' }
  | { status: 'not-checked' } // another site, e-mail, phone, fragment, a file
  | { status: 'redirected'; to: string }
  | { status: 'missing'; reason: string }

const NOUNS = new Map(RECORD_PAGES.map((page) => [page.name, page.noun]))

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
  // An archive page (`/news?page=2`) or a calendar's month (`/eventscalendar?month=2026-12`), at the
  // route proxy.ts serves it from, is a page of its list or calendar.
  if (PAGE_PATHS.has(path) || isFilePath(path) || archiveAt(path) || calendarMonthAt(path)) return { status: 'ok' }
  if (known.composedPages?.has(path)) return { status: 'ok' }
  // A record's page, at the route proxy.ts serves it from (lib/pages/records.ts).
  const record = recordAt(path)
  if (record) {
    if (known.records[record.page].has(record.key)) return { status: 'ok' }
    const redirect = known.redirects.get(path)
    if (redirect) return { status: 'redirected', to: redirect }
    return { status: 'missing', reason: `no ${NOUNS.get(record.page)} "${record.key}"` }
  }
  const redirect = known.redirects.get(path)
  if (redirect) return { status: 'redirected', to: redirect }
  return { status: 'missing', reason: `no page at ${decode(path)}` }
}

/** Whether a rich-text link to a record (Lexical's internal link) names one that exists. */
export function resolveDocument(relationTo: string, id: string | number, known: KnownTargets): LinkVerdict {
  const ids = known.documents?.[relationTo]
  if (!ids) return { status: 'not-checked' }
  return ids.has(String(id))
    ? { status: 'ok' }
    : { status: 'missing', reason: `the linked ${relationTo} record no longer exists` }
}

/** The internal path of a registered page or a record's detail page: whether something is served there. */
export function isServed(path: string, known: KnownTargets): boolean {
  // A link to a file is not checked, but only the site's own files are served.
  if (isFilePath(path)) return isServedFile(path)
  const verdict = resolveLink(path, { ...known, redirects: new Map() })
  return verdict.status === 'ok'
}
