import { boundAnonymousQuery, hasCredentials } from './rest-guard'

const bound = (query: string) => Object.fromEntries(boundAnonymousQuery(new URL(`http://site/api/stories${query}`)).searchParams)

describe('boundAnonymousQuery', () => {
  it('caps the page size and refuses "everything"', () => {
    expect(bound('?limit=5000')).toEqual({ limit: '100' })
    expect(bound('?limit=0')).toEqual({ limit: '100' })
    expect(bound('?pagination=false')).toEqual({ limit: '100' })
    expect(bound('?pagination=false&limit=20')).toEqual({ limit: '20' })
    expect(bound('?limit=12')).toEqual({ limit: '12' })
  })

  it('caps the population depth', () => {
    expect(bound('?depth=10')).toEqual({ depth: '2' })
    expect(bound('?depth=abc')).toEqual({ depth: '2' })
    expect(bound('?depth=1')).toEqual({ depth: '1' })
  })

  it('leaves other parameters alone', () => {
    expect(bound('?where[slug][equals]=a&sort=-publishedAt')).toEqual({ 'where[slug][equals]': 'a', sort: '-publishedAt' })
  })
})

describe('hasCredentials', () => {
  it('recognises a session cookie or an Authorization header', () => {
    expect(hasCredentials(new Headers({ cookie: 'a=1; payload-token=x' }))).toBe(true)
    expect(hasCredentials(new Headers({ authorization: 'JWT x' }))).toBe(true)
    expect(hasCredentials(new Headers({ cookie: 'modalSeen=true' }))).toBe(false)
  })
})
