/**
 * Real visitors' Core Web Vitals as the statistics keep them: never single measurements, only a
 * count per day, template and bucket of equal width, so the 75th percentile of any period can be
 * read back from the sums. Each metric's "good" and "poor" thresholds (web.dev) fall on bucket
 * edges, so whether a template's p75 is good is exact; the value shown is the bucket's upper edge.
 */
export const VITALS = {
  lcp: { label: 'LCP', unit: 'ms', width: 100, buckets: 100, good: 2500, poor: 4000 },
  inp: { label: 'INP', unit: 'ms', width: 25, buckets: 80, good: 200, poor: 500 },
  cls: { label: 'CLS', unit: '', width: 0.01, buckets: 100, good: 0.1, poor: 0.25 },
} as const

export type Vital = keyof typeof VITALS
export const VITAL_NAMES = Object.keys(VITALS) as Vital[]

/**
 * The bucket a measurement falls in: 0 for exactly 0 (a page that never shifts), i for
 * ((i-1)·width, i·width], and buckets+1 for anything past the last edge.
 */
export function bucketOf(vital: Vital, value: number): number {
  const { width, buckets } = VITALS[vital]
  if (!(value > 0)) return 0
  // Rounded first, so 0.1 / 0.01 lands in bucket 10, not 10.000000000000002 → 11.
  const index = Math.ceil(Math.round((value / width) * 1e6) / 1e6)
  return Math.min(index, buckets + 1)
}

/** The largest value a bucket holds (Infinity for the overflow bucket). */
export function bucketUpperEdge(vital: Vital, bucket: number): number {
  const { width, buckets } = VITALS[vital]
  if (bucket > buckets) return Infinity
  return Math.round(bucket * width * 1e6) / 1e6
}

/**
 * The 75th percentile of the measurements counted in `counts` (bucket → count): the upper edge of
 * the bucket holding the measurement that 75% of them do not exceed (nearest rank), or null
 * without measurements.
 */
export function p75(vital: Vital, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0)
  if (total === 0) return null
  const rank = Math.ceil(0.75 * total)
  let seen = 0
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!
    if (seen >= rank) return bucketUpperEdge(vital, bucket)
  }
  return null
}

/** How a p75 reads: good, needs improvement or poor, by the metric's thresholds. */
export function rating(vital: Vital, value: number): 'good' | 'needs improvement' | 'poor' {
  const { good, poor } = VITALS[vital]
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor'
}

/** A p75 as the dashboard writes it: `≤ 2.5 s`, `≤ 200 ms`, `≤ 0.05`, `> 10 s`. */
export function formatVital(vital: Vital, value: number): string {
  const { width, buckets } = VITALS[vital]
  const over = value === Infinity
  const shown = over ? buckets * width : value
  const text =
    vital === 'cls' ? shown.toFixed(2) : vital === 'lcp' ? `${(shown / 1000).toFixed(1)} s` : `${Math.round(shown)} ms`
  return `${over ? '>' : '≤'} ${text}`
}
