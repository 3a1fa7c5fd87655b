/**
 * The programme finder on /searchdegree: one search across every kind, its state kept in the URL.
 * The database answers it one page at a time (lib/programmes/finder-where.ts says how); the server
 * page and GET /api/programme-finder hand the browser that page only.
 */

import { ARCHIVES } from '@/lib/pages/archives'

export type FinderKind = 'undergraduate' | 'graduate' | 'extension' | 'certificate'

/** The kinds in the finder's order: undergraduate first, as the site's menus list them. */
export const FINDER_KINDS: readonly FinderKind[] = ['undergraduate', 'graduate', 'extension', 'certificate']

export type FinderItem = {
  name: string
  kind: FinderKind
  url: string | null
  /** Levels in words or abbreviations, e.g. ['B.Sc', 'A.A'] or ['Master\'s'] or ['Diploma']. */
  levels: string[]
  /** The college's code (what the filter and the URL hold) and its name (what a visitor reads). */
  college: string | null
  collegeName: string | null
  /** The slug of a programme with its own page (what a shortlist keeps), else null. */
  slug: string | null
  /** The lowest yearly tuition it publishes, worded ("J$700,000"), or null. */
  fromPerYear: string | null
}

export type FinderQuery = { q: string; kind: string; level: string; college: string; campus: string; modality: string }

export const EMPTY_QUERY: FinderQuery = { q: '', kind: '', level: '', college: '', campus: '', modality: '' }

export const FINDER_KEYS = Object.keys(EMPTY_QUERY) as (keyof FinderQuery)[]

/** The longest value a filter keeps (a longer one is cut): no programme's name or facet comes near it. */
export const FINDER_VALUE_MAX = 100

/** Programmes on one page of results: the programme lists' page size (spec §7 `per_page=50`). */
export const FINDER_PAGE_SIZE = ARCHIVES.undergraduate.pageSize

/** One page of the finder's results, and how many there are in all. */
export type FinderPage = { items: FinderItem[]; page: number; totalDocs: number; totalPages: number }

/** What the filters offer: the values some published programme has (a college as its code and name). */
export type FinderFacets = {
  level: string[]
  college: { code: string; name: string }[]
  campus: string[]
  modality: string[]
}

export function parseFinderQuery(params: URLSearchParams | Record<string, string | string[] | undefined>): FinderQuery {
  const get = (key: string): string => {
    if (params instanceof URLSearchParams) return params.get(key) ?? ''
    const v = params[key]
    return (Array.isArray(v) ? v[0] : v) ?? ''
  }
  return Object.fromEntries(FINDER_KEYS.map((k) => [k, get(k).slice(0, FINDER_VALUE_MAX)])) as FinderQuery
}

/** The filters as the database is asked them: each trimmed (an all-blank one is no filter). */
export function normalizeQuery(query: FinderQuery): FinderQuery {
  return Object.fromEntries(FINDER_KEYS.map((k) => [k, query[k].trim()])) as FinderQuery
}

/** Query string for the current filters and page, leaving out empty ones and page 1 (shareable URL). */
export function finderSearch(query: FinderQuery, page = 1): string {
  const params = new URLSearchParams()
  for (const k of FINDER_KEYS) if (query[k].trim()) params.set(k, query[k].trim())
  if (page > 1) params.set('page', String(page))
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** The public URL of a page of results. */
export const finderPath = (query: FinderQuery, page = 1): string => `/searchdegree${finderSearch(query, page)}`

/** Where the browser asks for a page of results (app/api/programme-finder/route.ts). */
export const finderApiPath = (query: FinderQuery, page = 1): string =>
  `/api/programme-finder${finderSearch(query, page)}`

/** How many pages `totalDocs` results fill: one at least (it says none were found). */
export const finderPageCount = (totalDocs: number): number => Math.max(1, Math.ceil(totalDocs / FINDER_PAGE_SIZE))
