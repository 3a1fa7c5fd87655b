import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerPreconditions } from './conditional-response.mjs'

/** A server whose handler answers `status` with an ETag and a body, as Next would, behind the preconditions. */
function serve(status: number, seen: (headers: http.IncomingHttpHeaders) => void = () => {}) {
  const server = http.createServer((request, response) => {
    answerPreconditions(request, response)
    seen(request.headers)
    response.statusCode = status
    response.setHeader('ETag', '"v1"')
    response.setHeader('Content-Type', 'text/plain')
    response.setHeader('Cache-Control', 'public, max-age=60')
    response.end('hello')
  })
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() }),
    ),
  )
}

describe('answerPreconditions', () => {
  it('answers 304 without a body when the answer is a 2xx whose ETag the request has, keeping the validators', async () => {
    let handlerSaw: http.IncomingHttpHeaders = {}
    const { url, close } = await serve(200, (headers) => (handlerSaw = headers))
    try {
      const response = await fetch(url, { headers: { 'If-None-Match': '"v1"' } })
      expect(response.status).toBe(304)
      expect(await response.text()).toBe('')
      expect(response.headers.get('etag')).toBe('"v1"')
      expect(response.headers.get('cache-control')).toBe('public, max-age=60')
      expect(response.headers.get('content-type')).toBeNull()
      // The handler (Next) never sees the precondition, so it cannot answer 304 on its own.
      expect(handlerSaw['if-none-match']).toBeUndefined()
      const full = await fetch(url, { headers: { 'If-None-Match': '"v0"' } })
      expect([full.status, await full.text()]).toEqual([200, 'hello'])
    } finally {
      close()
    }
  })

  it('keeps a 404 a 404, with its body, whatever the request matches', async () => {
    const { url, close } = await serve(404)
    try {
      for (const value of ['*', '"v1"']) {
        const response = await fetch(url, { headers: { 'If-None-Match': value } })
        expect([value, response.status, await response.text()]).toEqual([value, 404, 'hello'])
      }
    } finally {
      close()
    }
  })
})
