// Preloaded into the standalone server by scripts/serve.mjs (`node --import`), before Next sees
// a request:
// - records the TCP peer's address in a header, overwriting anything a client sent under that
//   name. Next itself only fills X-Forwarded-For when the client did not, so without this the app
//   could not tell a real address from one the client made up (lib/rate-limit.ts);
// - answers 405 to the methods the site never serves and Next's request object cannot even
//   represent (TRACE, TRACK, CONNECT), which it would otherwise answer with a 500.
import http from 'node:http'

const HEADER = 'x-socket-address'
const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT'])
const ALLOWED = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, request, response, ...rest) {
  if (event === 'request' && request && request.headers) {
    if (REFUSED.has(request.method)) {
      response.writeHead(405, { Allow: ALLOWED, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      response.end('Method not allowed\n')
      return true
    }
    request.headers[HEADER] = request.socket?.remoteAddress ?? ''
  }
  return emit.call(this, event, request, response, ...rest)
}
