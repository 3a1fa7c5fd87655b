import { fold } from '../index/fulltext'

/** The longest query the report keeps: longer ones are cut, so a pasted paragraph stays one short row. */
export const LOGGED_QUERY_LENGTH = 60

/**
 * A search as the report counts it: letter case, accents, punctuation and spacing aside, cut to
 * LOGGED_QUERY_LENGTH. Null for what must not be kept: an e-mail address, a phone or ID number
 * (a run of six digits or more), which a visitor may type into the box.
 */
export function queryForLog(raw: string): string | null {
  if (/\S+@\S+/.test(raw)) return null
  // Academic years ("2024-2025") are not personal; any other run of six digits or more may be.
  const digits = raw.replace(/\b(19|20)\d\d\s*[-–/]\s*((19|20)?\d\d)\b/g, ' ')
  if (/\d(?:[\s().-]?\d){5,}/.test(digits)) return null
  const text = fold(raw)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, LOGGED_QUERY_LENGTH)
    .trim()
  return text.length >= 2 ? text : null
}

export type QueryCount = { searches: number; misses: number }

/** Counts searches in memory until they are written, so a busy hour costs one write per query. */
export class QueryTally {
  private counts = new Map<string, QueryCount>()
  constructor(private readonly maxQueries = 1_000) {}

  /** Counts one search; false when the tally is full (the caller writes it out first). */
  add(query: string, found: boolean): boolean {
    const entry = this.counts.get(query)
    if (!entry && this.counts.size >= this.maxQueries) return false
    const next = entry ?? { searches: 0, misses: 0 }
    next.searches += 1
    if (!found) next.misses += 1
    this.counts.set(query, next)
    return true
  }

  get size() {
    return this.counts.size
  }

  /** Everything counted so far, and a fresh start. */
  take(): [string, QueryCount][] {
    const all = [...this.counts]
    this.counts = new Map()
    return all
  }
}

/** Whether this request for a results page is a search to count: not a prefetch. */
export function countsAsSearch(headers: Headers): boolean {
  return !(
    headers.has('next-router-prefetch') || /prefetch/i.test(headers.get('sec-purpose') ?? headers.get('purpose') ?? '')
  )
}
