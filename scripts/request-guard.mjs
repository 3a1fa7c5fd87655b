// Preloaded into the standalone server by scripts/serve.mjs (`node --import`), before Next sees
// a request:
// - records the TCP peer's address in a header, overwriting anything a client sent under that
//   name. Next itself only fills X-Forwarded-For when the client did not, so without this the app
//   could not tell a real address from one the client made up (lib/http/client-address.ts);
// - answers 405 to the methods the site never serves and Next's request object cannot even
//   represent (TRACE, TRACK, CONNECT), and 400 to a path that is not valid percent-encoding
//   (`/x%`, `/x%E0`): Next answers both with a 500;
// - with REPLACES_PID, stops that server only once this one is about to listen (lib/ops/take-over-port.mjs);
// - on SIGTERM (or SIGINT), shuts the instance down gracefully (lib/ops/shutdown.mjs): /api/ready
//   answers 503 at once, it serves on for a drain window, then stops listening, closes every
//   connection that has no response in flight and each other one as soon as its response is sent
//   (Node does not count a kept-alive socket as idle: Next's own shutdown, left out here, would wait
//   out the keep-alive timeout), finishes its jobs, and exits;
// - sends the cache tags a page was rendered with (lib/cache/edge-tags.mjs) for the shared cache
//   in front, and tells that cache when Next's cache expires tags (lib/cache/edge-purge.mjs);
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
//   only gzips, and on every request at a fast setting;
// - sends each page with a policy that allows its own inline scripts by their hashes, not every
//   inline script (lib/http/inline-script-hashes.mjs).
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { edgePurger } from '../lib/cache/edge-purge.mjs'
import { renderTags, sendEdgeTags, watchIncrementalCache } from '../lib/cache/edge-tags.mjs'
import { config } from '../lib/config/site.mjs'
import { shutDown, shutdownSteps } from '../lib/ops/shutdown.mjs'
import { SITE_INLINE_SCRIPTS } from '../components/shell/inline-scripts.mjs'
import { answerPreconditions } from '../lib/http/conditional-response.mjs'
import { sendDeclaredLength } from '../lib/http/declared-length.mjs'
import { sendErrorReference } from '../lib/http/error-reference.mjs'
import { sendInlineScriptHashes } from '../lib/http/inline-script-hashes.mjs'
import { servePrecompressed } from '../lib/http/precompressed.mjs'
import { reactRuntimeStatements } from '../lib/http/react-inline-runtime.mjs'
import { metrics, routeKind } from '../lib/ops/metrics.mjs'
import { takeOverOnListen } from '../lib/ops/take-over-port.mjs'

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

/** Gives the request its id (an error page names it: lib/http/error-reference.mjs); once its response is over, counts it and, when asked for, logs it. */
function track(request, response) {
  const pathname = loggedPath(request.url)
  const incoming = request.headers[REQUEST_ID]
  const id = typeof incoming === 'string' && PLAIN_ID.test(incoming) ? incoming : randomUUID()
  request.headers[REQUEST_ID] = id
  response.setHeader('X-Request-Id', id)
  sendErrorReference(response, id)
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

/** @type {import('../lib/http/inline-script-hashes.mjs').Trusted | undefined} */
let trustedScripts
/** The inline scripts a page may run: read once, when the first page is sent. */
const trusted = () =>
  (trustedScripts ??= { siteScripts: new Set(SITE_INLINE_SCRIPTS), reactStatements: reactRuntimeStatements() })

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
  const id = response.getHeader('x-request-id')
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...headers,
  })
  response.end(`${text}Reference for support: ${id}\n`)
}

/** Open sockets and how many responses each has in flight. */
const inFlight = new Map()
/** The servers listening in this process (Next's one). */
const servers = new Set()
/** SIGTERM received: not ready, every response closes its connection. */
let draining = false
/** No longer listening: each connection closes once it has no response in flight. */
let stopping = false

function closeWhenIdle(socket) {
  if (stopping && !inFlight.get(socket)) socket.end()
}

const respondingNow = () => [...inFlight.values()].reduce((sum, n) => sum + n, 0)

// The shutdown is this guard's: scripts/serve.mjs starts Next with NEXT_MANUAL_SIG_HANDLE, so Next's
// own handler (which stops listening at once) is not installed.
let shutdown = null
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    shutdown ??= shutDown(
      {
        markDraining: () => (draining = true),
        stopListening: () => {
          stopping = true
          for (const server of servers) server.close()
          for (const socket of inFlight.keys()) closeWhenIdle(socket)
        },
        inFlight: respondingNow,
        requestsDone: async () => {
          while (respondingNow() > 0) await new Promise((resolve) => setTimeout(resolve, 20))
        },
        steps: shutdownSteps(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        now: () => Date.now(),
        log: (line) => console.log(line),
      },
      { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs },
    ).then((code) => process.exit(code))
  })
}

// In place of another server on the port (REPLACES_PID): that one stops only once this one is loaded.
const replaces = config.replacesPid
if (replaces)
  takeOverOnListen(
    http.Server,
    () => {
      try {
        process.kill(replaces, 'SIGTERM')
      } catch {
        /* gone already */
      }
    },
    (line) => console.log(line),
  )

/** While stopping: the balancer's readiness probe hears it at once. */
function answerStopping(response) {
  response.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' })
  response.end(JSON.stringify({ status: 'stopping' }))
}

// Tags expired in Next's cache go to the edge: at once, and once more a little later for a copy
// that was being fetched from an instance while the save happened (fetched before, stored after).
const purger = edgePurger()
const REPURGE_MS = 2_000
function purgeEdge(tags) {
  const purge = () => purger.purge(tags).catch((error) => console.error(`[edge] ${error.message}`))
  setTimeout(purge, REPURGE_MS).unref()
  return purge()
}
// The shared cache handler (lib/cache/redis-cache-handler.mjs) purges through the same function.
globalThis[Symbol.for('university-site.purge-edge')] = purgeEdge
let watching = !(purger.name !== 'none' || config.production)
/**
 * Watches Next's incremental cache, as the running server (process.argv[1]) loaded it. Done at the
 * first request: loaded before Next has set up its runtime, the module fails.
 */
function watchNextCache() {
  watching = true
  try {
    const fromServer = createRequire(path.resolve(process.argv[1] ?? 'server.js'))
    const { IncrementalCache } = fromServer('next/dist/server/lib/incremental-cache/index.js')
    watchIncrementalCache(IncrementalCache, purgeEdge)
  } catch (error) {
    console.error(`[edge] pages will carry no cache tags: ${error.message}`)
  }
}

const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, request, response, ...rest) {
  if (event === 'listening') servers.add(this)
  if (event === 'connection' && request) {
    const socket = request
    inFlight.set(socket, 0)
    socket.once('close', () => inFlight.delete(socket))
  }
  if (event === 'request' && request && request.headers) {
    if (!watching) watchNextCache()
    track(request, response)
    if (draining) {
      response.setHeader('Connection', 'close')
      if (loggedPath(request.url) === '/api/ready') {
        answerStopping(response)
        return true
      }
    }
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
    const collected = { tags: new Set() }
    sendEdgeTags(request, response, collected)
    // Last, so it holds a page before any other hook sees its head.
    sendInlineScriptHashes(request, response, trusted)
    return renderTags.run(collected, () => emit.call(this, event, request, response, ...rest))
  }
  return emit.call(this, event, request, response, ...rest)
}
