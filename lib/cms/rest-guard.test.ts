import { boundAnonymousQuery, hasCredentials, namesNoDocument } from './rest-guard'

const bound = (query: string) => Object.fromEntries(boundAnonymousQuery(new URL(`http://site/api/stories${query}`)).searchParams)

describe('boundAnonymousQuery', () => {
  it('caps the page size and refuses "everything"', () => {
    expect(bound('?limit=5000')).toEqual({ limit: '100' })
    expect(bound('?limit=0')).toEqual({ limit: '100' })
    expect(bound('?pagination=false')).toEqual({ limit: '100' })
    expect(bound('?pagination=false&limit=20')).toEqual({ limit: '20' })
    expect(bound('?limit=12')).toEqual({ limit: '12' })
  })

  it('never asks for drafts', () => {
    expect(bound('?draft=true&limit=5')).toEqual({ limit: '5' })
    expect(bound('?draft=1')).toEqual({})
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

describe('namesNoDocument', () => {
  const collections = [
    { slug: 'banners', endpoints: [{ path: '/' }, { path: '/:id' }, { path: '/count' }, { path: '/versions/:id' }] },
    { slug: 'information-requests', endpoints: [{ path: '/:id' }, { path: '/export.csv' }] },
  ]

  it('is true for a word where a document id belongs', () => {
    expect(namesNoDocument('/api/banners/abc', collections)).toBe(true)
    expect(namesNoDocument('/api/banners/1e3', collections)).toBe(true)
  })

  it('is false for ids, endpoints and paths outside the collections', () => {
    expect(namesNoDocument('/api/banners/12', collections)).toBe(false)
    expect(namesNoDocument('/api/banners/count', collections)).toBe(false)
    expect(namesNoDocument('/api/banners/versions/3', collections)).toBe(false)
    expect(namesNoDocument('/api/banners', collections)).toBe(false)
    expect(namesNoDocument('/api/information-requests/export.csv', collections)).toBe(false)
    expect(namesNoDocument('/api/globals/site-settings', collections)).toBe(false)
  })
})
