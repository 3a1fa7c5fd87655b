/**
 * A page goes out with the hashes of its own inline scripts in its policy, whole and as it was
 * written (lib/http/inline-script-hashes.mjs), through a real HTTP server.
 * @jest-environment node
 */
import { createHash } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { sendInlineScriptHashes } from './inline-script-hashes.mjs'

const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'"
const OWN = 'window.own=1'
const PAGE = `<!DOCTYPE html><html><body><script>${OWN}</script><main>${'x'.repeat(20_000)}</main><script>window.injected=1</script></body></html>`
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const trusted = () => ({ siteScripts: new Set([OWN]), reactStatements: new Set<string>() })

type Handler = (request: IncomingMessage, response: ServerResponse) => void
let server: http.Server
let handler: Handler
let base: string

beforeAll(async () => {
  server = http.createServer((request, response) => {
    sendInlineScriptHashes(request, response, trusted)
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** The page in three pieces, headers flushed first, as Next streams a rendered page. */
const streamed: Handler = (_, response) => {
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.setHeader('Content-Security-Policy', POLICY)
  response.flushHeaders()
  const third = Math.ceil(PAGE.length / 3)
  response.write(PAGE.slice(0, third))
  response.write(Buffer.from(PAGE.slice(third, 2 * third)))
  response.end(PAGE.slice(2 * third))
}

describe('sendInlineScriptHashes', () => {
  it('sends a streamed page whole, with its own script’s hash in place of unsafe-inline and its length', async () => {
    handler = streamed
    const response = await fetch(`${base}/news`)
    expect(await response.text()).toBe(PAGE)
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${hash(OWN)}; style-src 'self' 'unsafe-inline'`,
    )
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)))
  })

  it('reads a compressed page and sends it as it came', async () => {
    const compressed = gzipSync(PAGE)
    handler = (_, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/html',
        'Content-Encoding': 'gzip',
        'Content-Security-Policy': POLICY,
        ETag: '"a"',
      })
      response.write(compressed.subarray(0, 100))
      response.end(compressed.subarray(100))
    }
    const response = await fetch(`${base}/`)
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${hash(OWN)};`)
    expect(response.headers.get('content-length')).toBe(String(compressed.length))
    expect(await response.text()).toBe(PAGE)
  })

  it('keeps the headers a held head was given when it is asked for again without them', async () => {
    handler = (_, response) => {
      response.writeHead(404, 'Not Here', {
        'Content-Type': 'text/html',
        'Content-Security-Policy': POLICY,
        'X-Kept': 'yes',
      })
      // What a compressing middleware does before each write while no head has been sent.
      response.writeHead(404)
      response.write(PAGE)
      response.end()
    }
    const response = await fetch(`${base}/no-such-page`)
    expect([response.status, response.statusText, response.headers.get('x-kept')]).toEqual([404, 'Not Here', 'yes'])
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${hash(OWN)};`)
    expect(await response.text()).toBe(PAGE)
  })

  it('sends any other answer at once, its policy without unsafe-inline', async () => {
    let ended = false
    handler = (_, response) => {
      response.setHeader('Content-Type', 'application/json')
      response.setHeader('Content-Security-Policy', POLICY)
      response.write('{"a":')
      setTimeout(() => {
        ended = true
        response.end('1}')
      }, 300)
    }
    const response = await fetch(`${base}/api/thing`)
    // The head arrived before the body was finished: nothing held it.
    expect(ended).toBe(false)
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'",
    )
    expect(await response.json()).toEqual({ a: 1 })
  })

  it('leaves the admin’s policy as it is sent', async () => {
    handler = streamed
    const response = await fetch(`${base}/admin/collections/stories`)
    expect(response.headers.get('content-security-policy')).toBe(POLICY)
    expect(await response.text()).toBe(PAGE)
  })

  it('sends no policy with a HEAD whose page it did not see, so a cache never freshens a page with one that refuses its scripts', async () => {
    handler = (_, response) => {
      response.setHeader('Content-Type', 'text/html')
      response.setHeader('Content-Security-Policy', POLICY)
      response.setHeader('Content-Length', '1234')
      response.end()
    }
    const response = await fetch(`${base}/`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('content-length')).toBe('1234')
  })
})
