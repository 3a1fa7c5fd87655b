/** The programme finder on /searchdegree: one search across every kind, state kept in the URL. */

import { matchesName } from '@/lib/text/name-filter'

export type FinderKind = 'undergraduate' | 'graduate' | 'extension' | 'certificate'

export type FinderItem = {
  name: string
  kind: FinderKind
  url: string | null
  /** Levels in words or abbreviations, e.g. ['B.Sc', 'A.A'] or ['Master\'s'] or ['Diploma']. */
  levels: string[]
  /** The college's code (what the filter and the URL hold) and its name (what a visitor reads). */
  college: string | null
  collegeName: string | null
  department: string | null
  campuses: string[]
  modalities: string[]
  /** The slug of a programme with its own page (what a shortlist keeps), else null. */
  slug: string | null
  /** The lowest yearly tuition it publishes, worded ("J$700,000"), or null. */
  fromPerYear: string | null
}

export type FinderQuery = { q: string; kind: string; level: string; college: string; campus: string; modality: string }

export const EMPTY_QUERY: FinderQuery = { q: '', kind: '', level: '', college: '', campus: '', modality: '' }

const KEYS = Object.keys(EMPTY_QUERY) as (keyof FinderQuery)[]

export function parseFinderQuery(params: URLSearchParams | Record<string, string | string[] | undefined>): FinderQuery {
  const get = (key: string): string => {
    if (params instanceof URLSearchParams) return params.get(key) ?? ''
    const v = params[key]
    return (Array.isArray(v) ? v[0] : v) ?? ''
  }
  return Object.fromEntries(KEYS.map((k) => [k, get(k).slice(0, 100)])) as FinderQuery
}

/** Query string for the current filters, leaving out empty ones (shareable URL). */
export function finderSearch(query: FinderQuery): string {
  const params = new URLSearchParams()
  for (const k of KEYS) if (query[k].trim()) params.set(k, query[k].trim())
  const s = params.toString()
  return s ? `?${s}` : ''
}

export function filterProgrammes(items: FinderItem[], query: FinderQuery): FinderItem[] {
  return items.filter(
    (item) =>
      (matchesName(item.name, query.q) || matchesName(item.department ?? '', query.q)) &&
      (!query.kind || item.kind === query.kind) &&
      (!query.level || item.levels.includes(query.level)) &&
      (!query.college || item.college === query.college) &&
      (!query.campus || item.campuses.includes(query.campus)) &&
      (!query.modality || item.modalities.includes(query.modality)),
  )
}

/** The distinct, sorted values of one facet, for the filter dropdowns. */
export function facetValues(items: FinderItem[], pick: (item: FinderItem) => (string | null)[]): string[] {
  return [...new Set(items.flatMap(pick).filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b))
}
