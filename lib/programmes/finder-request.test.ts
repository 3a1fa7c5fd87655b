import { EMPTY_QUERY } from './finder'
import { parseFinderRequest } from './finder-request'

const parse = (search: string) => parseFinderRequest(new URLSearchParams(search))

describe('GET /api/programme-finder’s query', () => {
  it('reads the filters and the page, every one optional', () => {
    expect(parse('')).toEqual({ success: true, query: EMPTY_QUERY, page: 1 })
    expect(parse('q=nurs&kind=graduate&college=CNAS&page=3&utm_source=x')).toEqual({
      success: true,
      query: { ...EMPTY_QUERY, q: 'nurs', kind: 'graduate', college: 'CNAS' },
      page: 3,
    })
    expect(parse('kind=')).toMatchObject({ success: true, query: EMPTY_QUERY })
  })

  it('names the problem of each malformed field', () => {
    expect(parse(`kind=doctoral&page=0&q=${'x'.repeat(101)}&campus=a&campus=b`)).toEqual({
      success: false,
      errors: {
        q: 'At most 100 characters',
        kind: 'One of undergraduate, graduate, extension, certificate, or nothing for every kind',
        campus: 'Give it once, as text',
        page: 'A page number: 1, 2, 3…',
      },
    })
    for (const page of ['abc', '-1', '1.5', '02', '1234567', '']) expect(parse(`page=${page}`).success).toBe(false)
  })
})
