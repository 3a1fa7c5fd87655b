import type { Beacon } from '../beacon-schema'
import { entrySource } from '../referrers'
import { bucketOf, VITAL_NAMES } from '../vitals'

/** What a row of the statistics counts (features/statistics/PageStatistics.ts). */
export const METRICS = ['views', 'entries', 'lcp', 'inp', 'cls', 'requests', 'bookings'] as const
export type Metric = (typeof METRICS)[number]

/**
 * One counter of one day: views of a page (`key` its template), entries to a page from a search
 * engine or social site (`key` the source), measurements of a template's vital in one bucket,
 * information requests and visit bookings by the programme page they came from (`page`).
 */
export type Counter = { day: string; metric: Metric; key: string; page: string; bucket: number }

/** The counters one accepted beacon adds one to, for a page the site knows. */
export function countersOf(beacon: Beacon, page: { path: string; template: string }, day: string): Counter[] {
  if (beacon.kind === 'view') {
    const counters: Counter[] = [{ day, metric: 'views', key: page.template, page: page.path, bucket: 0 }]
    const source = beacon.referrer ? entrySource(beacon.referrer) : null
    if (source) counters.push({ day, metric: 'entries', key: source, page: page.path, bucket: 0 })
    return counters
  }
  return VITAL_NAMES.flatMap((vital) => {
    const value = beacon[vital]
    return value === undefined
      ? []
      : [{ day, metric: vital, key: page.template, page: '', bucket: bucketOf(vital, value) }]
  })
}

const SEPARATOR = '\u0000'
const keyOf = (c: Counter) => [c.day, c.metric, c.key, c.page, c.bucket].join(SEPARATOR)

/** Counts in memory until they are written, so a busy minute costs one write per counter, not per visit. */
export class Tally {
  private counts = new Map<string, { counter: Counter; n: number }>()
  constructor(private readonly maxCounters = 5_000) {}

  /** Adds one to each counter; false (nothing added) when the tally is full: the caller writes it out first. */
  add(counters: readonly Counter[]): boolean {
    const fresh = counters.filter((c) => !this.counts.has(keyOf(c))).length
    if (this.counts.size + fresh > this.maxCounters) return false
    for (const counter of counters) {
      const entry = this.counts.get(keyOf(counter)) ?? { counter, n: 0 }
      entry.n += 1
      this.counts.set(keyOf(counter), entry)
    }
    return true
  }

  get size() {
    return this.counts.size
  }

  /** Everything counted so far, and a fresh start. */
  take(): { counter: Counter; n: number }[] {
    const all = [...this.counts.values()]
    this.counts = new Map()
    return all
  }
}
