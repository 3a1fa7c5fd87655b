jest.mock('payload', () => ({ executeAuthStrategies: jest.fn(), getPayload: jest.fn() }))

import {
  asGetWhenOverridden,
  boundAnonymousQuery,
  guarded,
  hasCredentials,
  malformedJsonParameter,
  matchEndpoint,
  namesNoDocument,
} from './rest-guard'

const bound = (query: string) =>
  Object.fromEntries(boundAnonymousQuery(new URL(`http://site/api/stories${query}`)).searchParams)

describe('boundAnonymousQuery', () => {
  it('caps the page size and refuses "everything"', () => {
    expect(bound('?limit=5000')).toEqual({ limit: '100' })
    expect(bound('?limit=0')).toEqual({ limit: '100' })
    expect(bound('?pagination=false')).toEqual({ limit: '100' })
    expect(bound('?pagination=false&limit=20')).toEqual({ limit: '20' })
    expect(bound('?limit=12')).toEqual({ limit: '12' })
  })

  it('caps the page size of join fields', () => {
    expect(bound('?joins[departments][limit]=100000')).toEqual({ 'joins[departments][limit]': '100' })
    expect(bound('?joins[departments][limit]=0')).toEqual({ 'joins[departments][limit]': '100' })
    expect(bound('?joins[departments][limit]=5')).toEqual({ 'joins[departments][limit]': '5' })
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
    expect(bound('?where[slug][equals]=a&sort=-publishedAt')).toEqual({
      'where[slug][equals]': 'a',
      sort: '-publishedAt',
    })
  })
})

describe('hasCredentials', () => {
  it('recognises a session cookie or an Authorization header', () => {
    expect(hasCredentials(new Headers({ cookie: 'a=1; payload-token=x' }))).toBe(true)
    expect(hasCredentials(new Headers({ authorization: 'JWT x' }))).toBe(true)
    expect(hasCredentials(new Headers({ cookie: 'modalSeen=true' }))).toBe(false)
  })
})

describe('matchEndpoint', () => {
  it('matches literal segments and parameters, optional ones too', () => {
    expect(matchEndpoint('/', '/')).toEqual({})
    expect(matchEndpoint('/:id', '/12')).toEqual({ id: '12' })
    expect(matchEndpoint('/versions/:id', '/versions/3')).toEqual({ id: '3' })
    expect(matchEndpoint('/access/:id?', '/access')).toEqual({})
    expect(matchEndpoint('/access/:id?', '/access/4')).toEqual({ id: '4' })
  })
  it('does not match other paths', () => {
    expect(matchEndpoint('/count', '/12')).toBeNull()
    expect(matchEndpoint('/:id', '/12/more')).toBeNull()
    expect(matchEndpoint('/:id', '/')).toBeNull()
  })
})

describe('namesNoDocument', () => {
  // Payload's own endpoints, in its order, and ours.
  const base = [
    { path: '/count', method: 'get' },
    { path: '/access/:id?', method: 'post' },
    { path: '/versions', method: 'get' },
    { path: '/', method: 'get' },
    { path: '/:id', method: 'get' },
    { path: '/versions/:id', method: 'get' },
    { path: '/:id', method: 'patch' },
  ]
  const config = {
    collections: [
      { slug: 'banners', endpoints: base },
      {
        slug: 'users',
        endpoints: [{ path: '/unlock', method: 'post' }, { path: '/refresh-token', method: 'post' }, ...base],
      },
      { slug: 'information-requests', endpoints: [{ path: '/export.csv', method: 'get' }, ...base] },
    ],
    globals: [
      {
        slug: 'site-settings',
        endpoints: [
          { path: '/', method: 'get' },
          { path: '/versions/:id', method: 'get' },
        ],
      },
    ],
  }

  it('is true for a word where a document id belongs', () => {
    expect(namesNoDocument('GET', '/api/banners/abc', config)).toBe(true)
    expect(namesNoDocument('GET', '/api/banners/1e3', config)).toBe(true)
    expect(namesNoDocument('PATCH', '/api/banners/abc', config)).toBe(true)
    expect(namesNoDocument('GET', '/api/banners/versions/abc', config)).toBe(true)
    expect(namesNoDocument('GET', '/api/globals/site-settings/versions/abc', config)).toBe(true)
  })

  it('is true for an endpoint asked with a method it does not answer, which Payload takes for an id', () => {
    expect(namesNoDocument('GET', '/api/banners/access', config)).toBe(true)
    expect(namesNoDocument('GET', '/api/users/unlock', config)).toBe(true)
    expect(namesNoDocument('GET', '/api/users/refresh-token', config)).toBe(true)
  })

  it('is false for ids, endpoints and paths outside the collections', () => {
    expect(namesNoDocument('GET', '/api/banners/12', config)).toBe(false)
    expect(namesNoDocument('GET', '/api/banners/%31%32', config)).toBe(false)
    expect(namesNoDocument('GET', '/api/banners/count', config)).toBe(false)
    expect(namesNoDocument('POST', '/api/banners/access', config)).toBe(false)
    expect(namesNoDocument('GET', '/api/banners/versions/3', config)).toBe(false)
    expect(namesNoDocument('GET', '/api/banners', config)).toBe(false)
    expect(namesNoDocument('POST', '/api/users/unlock', config)).toBe(false)
    expect(namesNoDocument('GET', '/api/information-requests/export.csv', config)).toBe(false)
    expect(namesNoDocument('GET', '/api/globals/site-settings', config)).toBe(false)
    expect(namesNoDocument('GET', '/api/elsewhere/abc', config)).toBe(false)
  })
})

describe('malformedJsonParameter', () => {
  it('names a where or data parameter that is not JSON', () => {
    expect(malformedJsonParameter(new URL('http://site/api/stories?where=notjson'))).toMatch(/^where must be JSON/)
    expect(malformedJsonParameter(new URL('http://site/api/stories?data={'))).toMatch(/^data must be JSON/)
  })
  it('passes JSON and bracketed parameters', () => {
    expect(malformedJsonParameter(new URL('http://site/api/stories?where={"title":{"equals":"x"}}'))).toBeNull()
    expect(malformedJsonParameter(new URL('http://site/api/stories?where[title][equals]=x'))).toBeNull()
  })
})

describe('asGetWhenOverridden', () => {
  it('makes a POST with a GET override the GET its form body describes', async () => {
    const post = new Request('http://site/api/programmes?depth=1', {
      method: 'POST',
      headers: {
        'X-Payload-HTTP-Method-Override': 'GET',
        'Content-Type': 'application/x-www-form-urlencoded',
        cookie: 'a=1',
      },
      body: 'pagination=false&where[title][like]=x',
    })
    const get = await asGetWhenOverridden(post)
    expect(get.method).toBe('GET')
    expect(Object.fromEntries(new URL(get.url).searchParams)).toEqual({
      depth: '1',
      pagination: 'false',
      'where[title][like]': 'x',
    })
    expect(get.headers.get('cookie')).toBe('a=1')
    expect(get.headers.get('x-payload-http-method-override')).toBeNull()
  })
  it('leaves other requests as they are', async () => {
    const post = new Request('http://site/api/programmes', { method: 'POST', body: '{}' })
    expect(await asGetWhenOverridden(post)).toBe(post)
  })
})

describe('guarded', () => {
  const config = Promise.resolve({
    collections: [
      {
        slug: 'programmes',
        endpoints: [
          { path: '/', method: 'get' },
          { path: '/:id', method: 'get' },
        ],
      },
    ],
  })
  const params = { params: Promise.resolve({ slug: ['programmes'] }) }
  /** The handler answers with the query it was given. */
  const echo = async (request: Request) => Response.json(Object.fromEntries(new URL(request.url).searchParams))
  /** Only the token "valid" signs a user in. */
  const authenticate = async (headers: Headers) => headers.get('authorization') === 'JWT valid'
  const handler = guarded(echo, config, authenticate)

  it('bounds a request whose credentials sign nobody in', async () => {
    const garbage = await handler(
      new Request('http://site/api/programmes?pagination=false&depth=10', {
        headers: { Authorization: 'JWT garbage' },
      }),
      params,
    )
    expect(await garbage.json()).toEqual({ limit: '100', depth: '2' })
    // Credentials were sent, so the answer is still kept out of shared caches.
    expect(garbage.headers.get('cache-control')).toBe('private, no-store')
  })

  it('leaves a signed-in request unbounded', async () => {
    const valid = await handler(
      new Request('http://site/api/programmes?pagination=false&depth=10', { headers: { Authorization: 'JWT valid' } }),
      params,
    )
    expect(await valid.json()).toEqual({ pagination: 'false', depth: '10' })
  })

  it('bounds a read sent as a POST with a method override', async () => {
    const post = new Request('http://site/api/programmes', {
      method: 'POST',
      headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'pagination=false&depth=10',
    })
    expect(await (await handler(post, params)).json()).toEqual({ limit: '100', depth: '2' })
  })

  it('answers 404 for a word where an id belongs, and 400 for a where that is not JSON', async () => {
    expect((await handler(new Request('http://site/api/programmes/access'), params)).status).toBe(404)
    const malformed = await handler(new Request('http://site/api/programmes?where=notjson'), params)
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /where must be JSON/,
    )
  })
})
