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
// - answers conditional requests (If-None-Match, If-Modified-Since) itself once the answer's
//   status and validators are known, so only a 2xx becomes a 304 (lib/http/conditional-response.mjs);
// - sends the Content-Length a handler declared, which Next would drop (lib/http/declared-length.mjs).
import http from 'node:http'
import { answerPreconditions } from '../lib/http/conditional-response.mjs'
import { sendDeclaredLength } from '../lib/http/declared-length.mjs'

const HEADER = 'x-socket-address'
const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT'])
const ALLOWED = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

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
  }
  return emit.call(this, event, request, response, ...rest)
}
