import {
  EMPTY_QUERY,
  FINDER_PAGE_SIZE,
  finderApiPath,
  finderPageCount,
  finderPath,
  finderSearch,
  normalizeQuery,
  parseFinderQuery,
} from './finder'

describe('programme finder URLs', () => {
  it('parses and writes back the URL, leaving out empty filters and page 1', () => {
    const q = parseFinderQuery(new URLSearchParams('q=nur&campus=Main+campus'))
    expect(q).toEqual({ ...EMPTY_QUERY, q: 'nur', campus: 'Main campus' })
    expect(finderSearch(q)).toBe('?q=nur&campus=Main+campus')
    expect(finderSearch(q, 1)).toBe('?q=nur&campus=Main+campus')
    expect(finderSearch(EMPTY_QUERY)).toBe('')
  })
  it('keeps the filters on the other pages, for the page and for the API', () => {
    const q = { ...EMPTY_QUERY, kind: 'graduate', q: ' public ' }
    expect(finderPath(q, 3)).toBe('/searchdegree?q=public&kind=graduate&page=3')
    expect(finderPath(EMPTY_QUERY, 2)).toBe('/searchdegree?page=2')
    expect(finderApiPath(q, 2)).toBe('/api/programme-finder?q=public&kind=graduate&page=2')
  })
  it('reads a Next searchParams object too, and cuts what no filter needs', () => {
    expect(parseFinderQuery({ kind: ['graduate', 'x'] }).kind).toBe('graduate')
    expect(parseFinderQuery({ q: 'n'.repeat(500) }).q).toHaveLength(100)
  })
  it('trims the filters the database is asked', () =>
    expect(normalizeQuery({ ...EMPTY_QUERY, q: '  nurs ', college: ' ' })).toEqual({ ...EMPTY_QUERY, q: 'nurs' }))
  it('counts pages of 50 (the programme lists’ size), one at least', () => {
    expect(FINDER_PAGE_SIZE).toBe(50)
    expect([0, 1, 50, 51, 11_700].map(finderPageCount)).toEqual([1, 1, 1, 2, 234])
  })
})
