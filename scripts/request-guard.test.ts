/**
 * The request guard preloaded into the production server (scripts/request-guard.mjs), around a
 * plain Node server standing in for Next: every answer carries a request id, and each request is
 * one JSON log line an operator can find by that id, with nothing personal in it; a build file goes
 * out in the compressed copy the browser accepts.
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { pathToFileURL } from 'node:url'
import path from 'node:path'
import zlib from 'node:zlib'
import { childEnvironment } from '../lib/config/environment.mjs'
import { precompress } from './precompress.mjs'

const APP = `
  const http = require('node:http')
  const server = http.createServer((request, response) => {
    if (request.url.startsWith('/fail')) {
      response.statusCode = 500
      if (request.url === '/fail-page') response.setHeader('Content-Type', 'text/html; charset=utf-8')
      return response.end('no')
    }
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      response.setHeader('Content-Length', 2)
      response.end('ok')
    })
  })
  server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port))
`

jest.setTimeout(30_000)

let server: ChildProcess
let origin: string
let output = ''

beforeAll(async () => {
  server = spawn(
    process.execPath,
    ['--import', pathToFileURL(path.resolve('scripts/request-guard.mjs')).href, '-e', APP],
    { env: childEnvironment({ REQUEST_LOG: 'json' }) },
  )
  server.stdout!.on('data', (chunk) => (output += chunk))
  const port = await new Promise<string>((resolve) => {
    const wait = setInterval(() => {
      const found = /port (\d+)/.exec(output)
      if (found) {
        clearInterval(wait)
        resolve(found[1])
      }
    }, 20)
  })
  origin = `http://127.0.0.1:${port}`
})
// SIGKILL: a SIGTERM would keep it serving through the shutdown's drain window first.
afterAll(() => server.kill('SIGKILL'))

type Line = Record<string, unknown>
const lines = (): Line[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line)
const lineFor = async (id: string) => {
  for (let i = 0; i < 50 && !lines().some((line) => line.id === id); i++) await new Promise((r) => setTimeout(r, 20))
  return lines().find((line) => line.id === id)
}

test('each answer carries a new request id, and its log line says what an operator needs', async () => {
  const response = await fetch(`${origin}/undergrad/nursing`)
  const id = response.headers.get('x-request-id')!
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  const other = (await fetch(`${origin}/undergrad/nursing`)).headers.get('x-request-id')
  expect(other).not.toBe(id)
  expect(await lineFor(id)).toEqual({
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    level: 'info',
    msg: 'request',
    id,
    method: 'GET',
    path: '/undergrad/nursing',
    status: 200,
    ms: expect.any(Number),
    bytes: 2,
  })
})

test('a proxy’s plain request id is kept; anything else is replaced', async () => {
  const kept = await fetch(`${origin}/`, { headers: { 'X-Request-Id': 'nginx-4f2a9c0e' } })
  expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a9c0e')
  const forged = await fetch(`${origin}/`, { headers: { 'X-Request-Id': 'x" level=error msg=forged' } })
  expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
})

test('a server error is logged as an error', async () => {
  const id = (await fetch(`${origin}/fail`)).headers.get('x-request-id')!
  expect(await lineFor(id)).toMatchObject({ level: 'error', status: 500 })
})

test('a failed page leaves its request id for the error page; other answers set no cookie; a refusal names it', async () => {
  const failed = await fetch(`${origin}/fail-page`)
  const id = failed.headers.get('x-request-id')!
  expect(failed.headers.getSetCookie()).toEqual([`error-ref=${id}; Path=/; Max-Age=300; SameSite=Strict`])
  expect((await fetch(`${origin}/fail`)).headers.getSetCookie()).toEqual([])
  expect((await fetch(`${origin}/`)).headers.getSetCookie()).toEqual([])
  const refused = await fetch(`${origin}/x%E0`)
  expect(refused.status).toBe(400)
  expect(await refused.text()).toContain(`Reference for support: ${refused.headers.get('x-request-id')}`)
})

test('nothing personal reaches the log: no query, body, address, header or cookie', async () => {
  const email = 'jane.doe@example.com'
  const response = await fetch(`${origin}/request_information?email=${email}&name=Jane`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: `payload-token=secret-token`,
      'User-Agent': 'Mozilla/5.0 Jane',
      'X-Forwarded-For': '203.0.113.7',
    },
    body: JSON.stringify({ email, phone: '876-555-0100', message: 'Hello' }),
  })
  const id = response.headers.get('x-request-id')!
  expect(await lineFor(id)).toMatchObject({ method: 'POST', path: '/request_information' })
  for (const secret of ['jane', 'Jane', '876-555', 'secret-token', '203.0.113.7', '127.0.0.1', 'Mozilla'])
    expect(output).not.toContain(secret)
})

describe('build files in their compressed copies', () => {
  // A stand-in for Next's file server: the file the (possibly rewritten) path names, the type
  // guessed from its name unless already set, as Next's `send` does.
  const FILES = `
    const http = require('node:http'), fs = require('node:fs'), path = require('node:path')
    const types = { js: 'application/javascript; charset=UTF-8' }
    http.createServer((request, response) => {
      const file = path.join(__dirname, '.next/static', decodeURIComponent(request.url.split('?')[0].slice('/_next/static/'.length)))
      if (!fs.existsSync(file)) { response.statusCode = 404; return response.end() }
      const bytes = fs.readFileSync(file)
      if (!response.getHeader('content-type')) response.setHeader('Content-Type', types[file.split('.').pop()] || 'application/octet-stream')
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      response.setHeader('Content-Length', bytes.length)
      response.end(bytes)
    }).listen(0, '127.0.0.1', () => console.log('port ' + server.address().port))
  `.replace('http.createServer', 'const server = http.createServer')
  const script = 'function chunk(a,b){return a+b}\n'.repeat(200)
  let dir: string
  let files: ChildProcess
  let filesOrigin: string
  let filesOutput = ''

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'guard-static-'))
    mkdirSync(path.join(dir, '.next/static/chunks'), { recursive: true })
    writeFileSync(path.join(dir, 'server.cjs'), FILES)
    writeFileSync(path.join(dir, '.next/static/chunks/main-1a2b.js'), script)
    writeFileSync(path.join(dir, '.next/static/chunks/small.js'), 'export default 1')
    await precompress(path.join(dir, '.next/static'))
    files = spawn(
      process.execPath,
      ['--import', pathToFileURL(path.resolve('scripts/request-guard.mjs')).href, path.join(dir, 'server.cjs')],
      { env: childEnvironment({ REQUEST_LOG: 'json', NEXT_DIST_DIR: '.next' }) },
    )
    files.stdout!.on('data', (chunk) => (filesOutput += chunk))
    for (let i = 0; i < 500 && !/port (\d+)/.test(filesOutput); i++) await new Promise((r) => setTimeout(r, 20))
    filesOrigin = `http://127.0.0.1:${/port (\d+)/.exec(filesOutput)![1]}`
  })
  afterAll(() => {
    files.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  })

  /** The raw answer (fetch would decode it). */
  const raw = (target: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }
        http
          .get(filesOrigin + target, { headers }, (response) => {
            const chunks: Buffer[] = []
            response.on('data', (c: Buffer) => chunks.push(c))
            response.on('end', () =>
              resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
            )
          })
          .on('error', reject)
      },
    )

  test('Brotli to a browser that accepts it, gzip to one that accepts only that, else the file itself', async () => {
    const br = await raw('/_next/static/chunks/main-1a2b.js', 'gzip, deflate, br, zstd')
    expect([br.status, br.headers['content-encoding'], br.headers['content-type'], br.headers['vary']]).toEqual([
      200,
      'br',
      'application/javascript; charset=UTF-8',
      'Accept-Encoding',
    ])
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)
    expect(br.body.length).toBeLessThan(script.length / 10)

    const gz = await raw('/_next/static/chunks/main-1a2b.js?dpl=x', 'gzip')
    expect([gz.headers['content-encoding'], zlib.gunzipSync(gz.body).toString()]).toEqual(['gzip', script])

    const plain = await raw('/_next/static/chunks/main-1a2b.js', 'br;q=0, identity')
    expect([plain.headers['content-encoding'], plain.headers['vary'], plain.body.toString()]).toEqual([
      undefined,
      'Accept-Encoding',
      script,
    ])
    const small = await raw('/_next/static/chunks/small.js', 'br')
    expect([small.headers['content-encoding'], small.body.toString()]).toEqual([undefined, 'export default 1'])
  })

  test('the log names the file asked for, not its copy', async () => {
    const answer = await raw('/_next/static/chunks/main-1a2b.js', 'br')
    const id = answer.headers['x-request-id'] as string
    for (let i = 0; i < 50 && !filesOutput.includes(id); i++) await new Promise((r) => setTimeout(r, 20))
    const line = filesOutput.split('\n').find((l) => l.includes(id))!
    expect(JSON.parse(line)).toMatchObject({ path: '/_next/static/chunks/main-1a2b.js', status: 200 })
  })
})
