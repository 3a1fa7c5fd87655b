/**
 * The request guard's graceful shutdown (scripts/request-guard.mjs, lib/ops/shutdown.mjs) around a
 * plain Node server standing in for Next: on SIGTERM /api/ready answers 503 at once, other
 * requests are still served through the drain window (closing their connections), then new
 * connections are refused while a slow request in flight is finished, and the process exits 0.
 * @jest-environment node
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { childEnvironment } from '../lib/config/environment.mjs'

const APP = `
  const http = require('node:http')
  const server = http.createServer((request, response) => {
    if (request.url === '/api/ready') return response.end('ready')
    if (request.url === '/slow') return setTimeout(() => response.end('slow done'), 2500)
    response.end('page')
  })
  server.keepAliveTimeout = 65000
  server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port))
`

jest.setTimeout(30_000)

/** One request on its own connection: status, Connection header and body, or the error's code. */
function ask(port: number, target: string) {
  return new Promise<{ status?: number; connection?: string; body?: string; error?: string }>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: target, agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection, body }))
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }))
  })
}

it('stops gracefully: not ready at once, serving through the drain window, then finishing what is in flight', async () => {
  const server = spawn(
    process.execPath,
    ['--import', pathToFileURL(path.resolve('scripts/request-guard.mjs')).href, '-e', APP],
    { env: childEnvironment({ REQUEST_LOG: 'off', SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_TIMEOUT_MS: '5000' }) },
  )
  let output = ''
  server.stdout!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
  const port = await new Promise<number>((resolve) => {
    const wait = setInterval(() => {
      const found = /port (\d+)/.exec(output)
      if (found) {
        clearInterval(wait)
        resolve(Number(found[1]))
      }
    }, 20)
  })
  try {
    expect(await ask(port, '/api/ready')).toMatchObject({ status: 200, body: 'ready' })
    server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 100))
    expect(await ask(port, '/api/ready')).toMatchObject({ status: 503, connection: 'close' })
    // Within the drain window: served, and the connection closed after it.
    expect(await ask(port, '/somewhere')).toMatchObject({ status: 200, body: 'page', connection: 'close' })
    const slow = ask(port, '/slow')
    // Past the window: no longer listening (served until then).
    let late = await ask(port, '/somewhere')
    for (let i = 0; i < 100 && !late.error; i++) {
      expect(late).toMatchObject({ status: 200, connection: 'close' })
      await new Promise((r) => setTimeout(r, 50))
      late = await ask(port, '/somewhere')
    }
    // Refused, or reset when it reached the kernel's queue of the listening socket just before the
    // socket closed (the kernel had completed the handshake; nothing accepts it): either way not
    // served, and a balancer tries another server for both.
    expect(late).toEqual({ error: expect.stringMatching(/^ECONN(REFUSED|RESET)$/) })
    expect(await slow).toMatchObject({ status: 200, body: 'slow done' })
    expect(await exited).toBe(0)
    expect(output).toMatch(/shutdown: done in \d+ ms/)
  } finally {
    server.kill('SIGKILL')
  }
})
