/**
 * The request guard preloaded into the production server (scripts/request-guard.mjs), around a
 * plain Node server standing in for Next: every answer carries a request id, and each request is
 * one JSON log line an operator can find by that id, with nothing personal in it.
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import path from 'node:path'
import { childEnvironment } from '../lib/config/environment.mjs'

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
