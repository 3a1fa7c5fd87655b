import { bucketOf, bucketUpperEdge, formatVital, p75, rating } from './vitals'

const histogram = (vital: 'lcp' | 'inp' | 'cls', values: number[]) => {
  const counts = new Map<number, number>()
  for (const v of values) counts.set(bucketOf(vital, v), (counts.get(bucketOf(vital, v)) ?? 0) + 1)
  return counts
}

describe('vital buckets', () => {
  it('put a measurement in the bucket whose upper edge holds it, thresholds on the edges', () => {
    expect(bucketOf('lcp', 0)).toBe(0)
    expect(bucketOf('lcp', 1)).toBe(1)
    expect(bucketOf('lcp', 2500)).toBe(25)
    expect(bucketOf('lcp', 2500.4)).toBe(26)
    expect(bucketOf('inp', 200)).toBe(8)
    expect(bucketOf('inp', 201)).toBe(9)
    // Floating point: 0.1 is bucket 10, not 11.
    expect(bucketOf('cls', 0.1)).toBe(10)
    expect(bucketOf('cls', 0.30000000000000004)).toBe(30)
    expect(bucketUpperEdge('cls', 10)).toBe(0.1)
  })

  it('keep everything past the last edge in one overflow bucket', () => {
    expect(bucketOf('lcp', 10_000)).toBe(100)
    expect(bucketOf('lcp', 10_001)).toBe(101)
    expect(bucketOf('lcp', 120_000)).toBe(101)
    expect(bucketUpperEdge('lcp', 101)).toBe(Infinity)
  })
})

describe('p75', () => {
  it('is the nearest-rank 75th percentile, read as its bucket’s upper edge', () => {
    // 100, 200, … 4000 ms: the 30th of 40 is 3000.
    const values = Array.from({ length: 40 }, (_, i) => (i + 1) * 100)
    expect(p75('lcp', histogram('lcp', values))).toBe(3000)
    // Unsorted input and values inside a bucket: 1 .. 4 ms → all in the first INP bucket (≤ 25 ms).
    expect(p75('inp', histogram('inp', [4, 1, 3, 2]))).toBe(25)
    expect(p75('cls', histogram('cls', [0, 0, 0, 0.05]))).toBe(0)
    expect(p75('cls', histogram('cls', [0, 0, 0.05, 0.3]))).toBe(0.05)
  })

  it('sums the days: counts per bucket add up before the rank is taken', () => {
    const day1 = histogram('lcp', [1000, 1000, 1000])
    const day2 = histogram('lcp', [5000])
    const both = new Map(day1)
    for (const [b, n] of day2) both.set(b, (both.get(b) ?? 0) + n)
    expect(p75('lcp', both)).toBe(1000)
    expect(p75('lcp', histogram('lcp', [1000, 5000]))).toBe(5000)
  })

  it('is null without measurements and Infinity when the rank falls past the last edge', () => {
    expect(p75('lcp', new Map())).toBeNull()
    expect(p75('lcp', histogram('lcp', [20_000]))).toBe(Infinity)
  })
})

describe('how a p75 reads', () => {
  it('rates by the published thresholds', () => {
    expect(rating('lcp', 2500)).toBe('good')
    expect(rating('lcp', 2600)).toBe('needs improvement')
    expect(rating('lcp', 4100)).toBe('poor')
    expect(rating('inp', Infinity)).toBe('poor')
    expect(rating('cls', 0.1)).toBe('good')
  })

  it('writes seconds, milliseconds or the bare score, as an upper bound', () => {
    expect(formatVital('lcp', 3000)).toBe('≤ 3.0 s')
    expect(formatVital('lcp', Infinity)).toBe('> 10.0 s')
    expect(formatVital('inp', 200)).toBe('≤ 200 ms')
    expect(formatVital('cls', 0.05)).toBe('≤ 0.05')
  })
})
