// Preloaded into the standalone server by scripts/serve.mjs (`node --import`), before Next sees
// a request:
// - records the TCP peer's address in a header, overwriting anything a client sent under that
//   name. Next itself only fills X-Forwarded-For when the client did not, so without this the app
//   could not tell a real address from one the client made up (lib/rate-limit.ts);
// - answers 405 to the methods the site never serves and Next's request object cannot even
//   represent (TRACE, TRACK, CONNECT), and 400 to a path that is not valid percent-encoding
//   (`/x%`, `/x%E0`): Next answers both with a 500.
import http from 'node:http'

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

const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, request, response, ...rest) {
  if (event === 'request' && request && request.headers) {
    if (REFUSED.has(request.method)) {
      refuse(response, 405, 'Method not allowed\n', { Allow: ALLOWED })
      return true
    }
    if (malformedPath(request.url)) {
      refuse(response, 400, 'Bad request: the address is not valid percent-encoding\n')
      return true
    }
    request.headers[HEADER] = request.socket?.remoteAddress ?? ''
  }
  return emit.call(this, event, request, response, ...rest)
}
