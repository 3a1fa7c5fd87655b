import { parseKind, type SearchKind } from '../index/fulltext'
import { normalizeKeyword, parseLetter } from './keywords'

/** How many full-text results one page of results shows. */
export const RESULTS_PER_PAGE = 20
const MAX_PAGE = 50

export type SearchParams = Record<string, string | string[] | undefined>

/** What /keywordsearch is asked: a query (with its kind filter and results page), else a letter, else nothing. */
export type SearchRequest = {
  keyword: string
  letter: string | null
  kind: SearchKind | null
  page: number
  /** A visitor's first look at the query, not its filter or page links: what the report counts. */
  firstLook: boolean
}

function parsePage(raw: unknown): number {
  const value = Array.isArray(raw) ? raw[0] : raw
  const n = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : 1
  return Math.min(Math.max(n, 1), MAX_PAGE)
}

/** The page's query string, as plain values whatever arrives. */
export function parseSearchParams(params: SearchParams): SearchRequest {
  const keyword = normalizeKeyword(params.keyword)
  return {
    keyword,
    letter: keyword ? null : parseLetter(params.letter),
    kind: parseKind(params.kind),
    page: parsePage(params.page),
    firstLook: !params.kind && !params.page,
  }
}
