// Preloaded into the standalone server by scripts/serve.mjs (`node --import`): before Next sees a
// request, records the TCP peer's address in a header, overwriting anything a client sent under
// that name. Next itself only fills X-Forwarded-For when the client did not, so without this the
// app could not tell a real address from one the client made up (lib/rate-limit.ts).
import http from 'node:http'

const HEADER = 'x-socket-address'
const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, request, ...rest) {
  if (event === 'request' && request && request.headers) request.headers[HEADER] = request.socket?.remoteAddress ?? ''
  return emit.call(this, event, request, ...rest)
}
