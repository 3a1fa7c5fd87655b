import { countsAsSearch, LOGGED_QUERY_LENGTH, QueryTally, queryForLog } from './query-log'

describe('queryForLog', () => {
  it('counts spellings of one search as one', () => {
    expect(queryForLog('  Tuition   FEES! ')).toBe('tuition fees')
    expect(queryForLog('Éducation')).toBe('education')
    expect(queryForLog('tuition-fees')).toBe('tuition fees')
  })
  it('cuts long queries', () => {
    expect(queryForLog('word '.repeat(50))!.length).toBeLessThanOrEqual(LOGGED_QUERY_LENGTH)
  })
  it('keeps no e-mail address, phone or ID number', () => {
    expect(queryForLog('jane.doe@example.com')).toBeNull()
    expect(queryForLog('call 876 555 0123')).toBeNull()
    expect(queryForLog('student 20231234')).toBeNull()
    expect(queryForLog('tuition 2024-2025')).toBe('tuition 2024 2025')
  })
  it('keeps nothing of one character or punctuation only', () => {
    expect(queryForLog('a')).toBeNull()
    expect(queryForLog('?!')).toBeNull()
  })
})

describe('QueryTally', () => {
  it('adds up searches and misses per query until taken', () => {
    const tally = new QueryTally()
    tally.add('nursing', true)
    tally.add('nursing', true)
    tally.add('zzz', false)
    expect(tally.take()).toEqual([
      ['nursing', { searches: 2, misses: 0 }],
      ['zzz', { searches: 1, misses: 1 }],
    ])
    expect(tally.size).toBe(0)
  })
  it('refuses new queries when full, still counting known ones', () => {
    const tally = new QueryTally(1)
    expect(tally.add('a1', true)).toBe(true)
    expect(tally.add('b2', true)).toBe(false)
    expect(tally.add('a1', false)).toBe(true)
    expect(tally.take()).toEqual([['a1', { searches: 2, misses: 1 }]])
  })
})

describe('countsAsSearch', () => {
  const h = (init: Record<string, string>) => new Headers(init)
  it('counts a visit, from any browser', () => {
    expect(countsAsSearch(h({}))).toBe(true)
    expect(countsAsSearch(h({ 'sec-ch-ua': '"Chromium";v="156"' }))).toBe(true)
  })
  it('does not count prefetches', () => {
    expect(countsAsSearch(h({ 'next-router-prefetch': '1' }))).toBe(false)
    expect(countsAsSearch(h({ 'sec-purpose': 'prefetch;prerender' }))).toBe(false)
  })
})
