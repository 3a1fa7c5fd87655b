import { servedLikeStatic, UNVERSIONED_LIFETIME, VERSIONED_LIFETIME } from './served-like-static'
import { uploadVersion } from './version'

const updatedAt = '2026-11-20T10:00:00.000Z'
const v = uploadVersion(updatedAt)
const context = { params: Promise.resolve({ slug: [] }) }

/** Payload's handler as far as these rules see it: the file for GET, 404 for anything else (it has no HEAD route). */
function payload(status = 200) {
  const seen: string[] = []
  const handler = async (request: Request) => {
    seen.push(request.method)
    if (request.method !== 'GET') return Response.json({ errors: [] }, { status: 404 })
    return new Response(status === 200 ? 'bytes' : 'nope', {
      status,
      headers: { 'Content-Type': 'image/jpeg', 'Content-Length': '5' },
    })
  }
  return { handler, seen }
}
const find = async (collection: string, filename: string) =>
  collection === 'media' && filename === 'a b.jpg' ? { updatedAt } : null

const get = (path: string, method = 'GET') => new Request(`https://site.example${path}`, { method })

describe('servedLikeStatic', () => {
  it('serves the current version for a year, with a strong ETag and Last-Modified', async () => {
    const response = await servedLikeStatic(payload().handler, find)(get(`/api/media/file/a%20b.jpg?v=${v}`), context)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('bytes')
    expect(response.headers.get('cache-control')).toBe(VERSIONED_LIFETIME)
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(response.headers.get('last-modified')).toBe('Fri, 20 Nov 2026 10:00:00 GMT')
    expect(response.headers.get('content-length')).toBe('5')
  })

  it('serves an unversioned URL briefly, to be revalidated, with the same ETag', async () => {
    const serve = servedLikeStatic(payload().handler, find)
    const plain = await serve(get('/api/media/file/a%20b.jpg'), context)
    const versioned = await serve(get(`/api/media/file/a%20b.jpg?v=${v}`), context)
    expect(plain.headers.get('cache-control')).toBe(UNVERSIONED_LIFETIME)
    expect(plain.headers.get('etag')).toBe(versioned.headers.get('etag'))
  })

  it('redirects an old, made-up or other query to the current version', async () => {
    for (const query of ['?v=old', '?w=1920', `?v=${v}&x=1`]) {
      const response = await servedLikeStatic(payload().handler, find)(
        get(`/api/media/file/a%20b.jpg${query}`),
        context,
      )
      expect([query, response.status, response.headers.get('location')]).toEqual([
        query,
        307,
        `/api/media/file/a%20b.jpg?v=${v}`,
      ])
    }
  })

  it('answers HEAD from Payload’s GET, with the same headers and no body', async () => {
    const { handler, seen } = payload()
    const response = await servedLikeStatic(handler, find)(get(`/api/media/file/a%20b.jpg?v=${v}`, 'HEAD'), context)
    expect(seen).toEqual(['GET'])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe('5')
    expect(response.headers.get('etag')).toBeTruthy()
    expect(response.body).toBeNull()
  })

  it('passes refusals and missing files through as they are, without validators', async () => {
    const response = await servedLikeStatic(payload(403).handler, find)(get('/api/media/file/a%20b.jpg'), context)
    expect(response.status).toBe(403)
    expect(response.headers.get('etag')).toBeNull()
    const other = await servedLikeStatic(payload().handler, find)(get('/api/media/file/unknown.jpg?v=1'), context)
    expect([other.status, other.headers.get('etag')]).toEqual([200, null])
  })

  it('leaves every other REST request to Payload untouched', async () => {
    const { handler, seen } = payload()
    const response = await servedLikeStatic(handler, find)(get('/api/media?limit=1', 'HEAD'), context)
    expect([response.status, seen]).toEqual([404, ['HEAD']])
  })
})
