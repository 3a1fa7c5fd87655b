import { countersOf, Tally } from './counts'

const page = { path: '/undergrad?degree=nursing', template: 'programme' }
const DAY = '2026-11-27'

describe('countersOf', () => {
  it('counts a view of the page under its template, and an entry when a search engine or social site referred it', () => {
    expect(countersOf({ kind: 'view', path: page.path }, page, DAY)).toEqual([
      { day: DAY, metric: 'views', key: 'programme', page: page.path, bucket: 0 },
    ])
    expect(countersOf({ kind: 'view', path: page.path, referrer: 'www.google.com' }, page, DAY)).toEqual([
      { day: DAY, metric: 'views', key: 'programme', page: page.path, bucket: 0 },
      { day: DAY, metric: 'entries', key: 'google', page: page.path, bucket: 0 },
    ])
  })

  it('keeps no other referrer, not even its host', () => {
    const counters = countersOf({ kind: 'view', path: page.path, referrer: 'someones-blog.example' }, page, DAY)
    expect(counters).toHaveLength(1)
    expect(JSON.stringify(counters)).not.toContain('someones-blog')
  })

  it('counts each measured vital in its bucket for the template, not the page', () => {
    expect(countersOf({ kind: 'vitals', path: page.path, lcp: 2400, cls: 0 }, page, DAY)).toEqual([
      { day: DAY, metric: 'lcp', key: 'programme', page: '', bucket: 24 },
      { day: DAY, metric: 'cls', key: 'programme', page: '', bucket: 0 },
    ])
  })
})

describe('Tally', () => {
  const view = (path: string) => ({ day: DAY, metric: 'views' as const, key: 'section', page: path, bucket: 0 })

  it('adds up the same counter and hands everything over once', () => {
    const tally = new Tally()
    tally.add([view('/a')])
    tally.add([view('/a'), view('/b')])
    expect(tally.take()).toEqual([
      { counter: view('/a'), n: 2 },
      { counter: view('/b'), n: 1 },
    ])
    expect(tally.size).toBe(0)
  })

  it('refuses new counters when full (the caller writes first), still counting known ones', () => {
    const tally = new Tally(2)
    expect(tally.add([view('/a'), view('/b')])).toBe(true)
    expect(tally.add([view('/c')])).toBe(false)
    expect(tally.add([view('/a')])).toBe(true)
    expect(tally.size).toBe(2)
  })
})
