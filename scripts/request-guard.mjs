// Preloaded into the standalone server by scripts/serve.mjs (`node --import`), before Next sees
// a request:
// - records the TCP peer's address in a header, overwriting anything a client sent under that
//   name. Next itself only fills X-Forwarded-For when the client did not, so without this the app
//   could not tell a real address from one the client made up (lib/http/client-address.ts);
// - answers 405 to the methods the site never serves and Next's request object cannot even
//   represent (TRACE, TRACK, CONNECT), and 400 to a path that is not valid percent-encoding
//   (`/x%`, `/x%E0`): Next answers both with a 500;
// - on SIGTERM (or SIGINT), closes every connection that has no response in flight, and each other one as
//   soon as its response is sent. Next's own shutdown stops listening and waits for every open
//   connection, but Node does not count a browser's kept-alive sockets as idle, so a stopping
//   instance would otherwise wait out the keep-alive timeout (65 s) and more before it exits;
// - gives every request an id (the client's or proxy's `X-Request-Id` when it is a plain token, else
//   a new one), answered in `X-Request-Id` so a visitor or an operator can quote it, and writes one
//   JSON line per request to standard output (REQUEST_LOG): what an operator needs to find it and
//   nothing personal, so no address, query string, header or body; and counts it in the metrics
//   (lib/ops/metrics.mjs: route kind, status, duration, Next's cache outcome);
// - answers conditional requests (If-None-Match, If-Modified-Since) itself once the answer's
//   status and validators are known, so only a 2xx becomes a 304 (lib/http/conditional-response.mjs);
// - sends the Content-Length a handler declared, which Next would drop (lib/http/declared-length.mjs);
// - sends a build file (/_next/static/…) in its Brotli or gzip copy made at build time
//   (scripts/precompress.mjs) when the browser accepts it (lib/http/precompressed.mjs): Next itself
//   only gzips, and on every request at a fast setting.
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { config } from '../lib/config/site.mjs'
import { answerPreconditions } from '../lib/http/conditional-response.mjs'
import { sendDeclaredLength } from '../lib/http/declared-length.mjs'
import { servePrecompressed } from '../lib/http/precompressed.mjs'
import { metrics, routeKind } from '../lib/ops/metrics.mjs'

const HEADER = 'x-socket-address'
const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT'])
const ALLOWED = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const REQUEST_ID = 'x-request-id'
/** An id a proxy in front may have given: a token, never text a log reader could be fooled by. */
const PLAIN_ID = /^[A-Za-z0-9._:-]{8,128}$/
const LOG_REQUESTS = config.requestLog === 'json'
/** Longest path logged: a path is not where personal data belongs, and a log line stays a line. */
const MAX_LOGGED_PATH = 200

/** The request's path without its query, printable characters only. */
function loggedPath(target) {
  const pathname = (target ?? '/').split('?')[0]
  return pathname.replace(/[^\x21-\x7e]/g, '?').slice(0, MAX_LOGGED_PATH)
}

/** @type {Set<string> | undefined} */
let copies
/**
 * Whether the build's static folder (beside the server Next's standalone output runs, where
 * scripts/serve.mjs puts it) holds this compressed copy. Listed once, at the first request for a
 * build file: a build's files never change while its server runs.
 */
function hasCopy(/** @type {string} */ file) {
  if (!copies) {
    copies = new Set()
    const server = process.argv[1]
    if (server) {
      try {
        const dir = path.join(path.dirname(path.resolve(server)), config.distDir, 'static')
        for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
          if (/\.(?:br|gz)$/.test(name)) copies.add(name.split(path.sep).join('/'))
      } catch {
        /* no static folder: everything is sent as Next sends it */
      }
    }
  }
  return copies.has(file)
}

/** Gives the request its id; once its response is over, counts it and, when asked for, logs it. */
function track(request, response) {
  const pathname = loggedPath(request.url)
  const incoming = request.headers[REQUEST_ID]
  const id = typeof incoming === 'string' && PLAIN_ID.test(incoming) ? incoming : randomUUID()
  request.headers[REQUEST_ID] = id
  response.setHeader('X-Request-Id', id)
  const started = process.hrtime.bigint()
  response.setMaxListeners(response.getMaxListeners() + 1)
  response.once('close', () => {
    const status = response.writableFinished ? response.statusCode : 499
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const cache = response.getHeader('x-nextjs-cache') || undefined
    const kind = routeKind(pathname)
    const counted = metrics()
    counted.requests.inc({ kind, status })
    counted.duration.observe({ kind }, seconds)
    if (cache) counted.pageCache.inc({ outcome: String(cache) })
    if (!LOG_REQUESTS) return
    const line = {
      time: new Date().toISOString(),
      level: status >= 500 ? 'error' : 'info',
      msg: 'request',
      id,
      method: request.method,
      path: pathname,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      bytes: Number(response.getHeader('content-length')) || undefined,
      cache,
    }
    process.stdout.write(JSON.stringify(line) + '\n')
  })
}

/** Whether the path of a request target cannot be percent-decoded. */
function malformedPath(target) {
  try {
    decodeURIComponent((target ?? '/').split('?')[0])
    return false
  } catch {
    return true
  }
}

/** @param {http.ServerResponse} response */
function refuse(response, status, text, headers = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...headers,
  })
  response.end(text)
}

/** Open sockets and how many responses each has in flight. */
const inFlight = new Map()
let stopping = false

function closeWhenIdle(socket) {
  if (stopping && !inFlight.get(socket)) socket.end()
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  // Next's own handler (registered later) does the rest of the shutdown and exits.
  process.once(signal, () => {
    stopping = true
    for (const socket of inFlight.keys()) closeWhenIdle(socket)
  })
}

const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, request, response, ...rest) {
  if (event === 'connection' && request) {
    const socket = request
    inFlight.set(socket, 0)
    socket.once('close', () => inFlight.delete(socket))
  }
  if (event === 'request' && request && request.headers) {
    track(request, response)
    const socket = request.socket
    if (socket && inFlight.has(socket)) {
      inFlight.set(socket, inFlight.get(socket) + 1)
      // Next adds ten 'close' listeners of its own; ours is one more, not a leak.
      response.setMaxListeners(response.getMaxListeners() + 1)
      response.once('close', () => {
        if (!inFlight.has(socket)) return
        inFlight.set(socket, inFlight.get(socket) - 1)
        closeWhenIdle(socket)
      })
    }
    if (REFUSED.has(request.method)) {
      refuse(response, 405, 'Method not allowed\n', { Allow: ALLOWED })
      return true
    }
    if (malformedPath(request.url)) {
      refuse(response, 400, 'Bad request: the address is not valid percent-encoding\n')
      return true
    }
    request.headers[HEADER] = request.socket?.remoteAddress ?? ''
    answerPreconditions(request, response)
    // Installed last, so it runs first: a 304 then drops the length like the body's other fields.
    sendDeclaredLength(response)
    servePrecompressed(request, response, hasCopy)
  }
  return emit.call(this, event, request, response, ...rest)
}
