// @ts-check
/**
 * Conditional requests answered at the server, after the answer's status is known: the one place
 * a 304 is decided, for every answer that carries a validator (route handlers, pages, uploads,
 * answers replayed from Next's cache, whose handler never runs again). Next itself would answer
 * 304 to a page whose status is 404 (its ETag check ignores the status), so the preconditions
 * are taken off the request before Next sees it and applied here, where the status is final.
 * Installed per request by scripts/request-guard.mjs.
 */
import { BODY_HEADERS, isNotModified } from './conditional.mjs'

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */

const single = (/** @type {string | string[] | undefined} */ value) => (Array.isArray(value) ? value.join(', ') : value)

/** writeHead's optional headers argument (an object, or a flat or paired list) as an object. */
function headerObject(/** @type {unknown} */ given) {
  /** @type {OutgoingHttpHeaders} */
  const headers = {}
  if (Array.isArray(given)) {
    const pairs = Array.isArray(given[0]) ? given : given.flatMap((v, i) => (i % 2 ? [] : [[v, given[i + 1]]]))
    for (const [name, value] of pairs) headers[String(name).toLowerCase()] = value
  } else if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value
  }
  return headers
}

/**
 * Takes the request's If-None-Match and If-Modified-Since and answers 304 instead of the response
 * when they hold for its final status and validators (lib/http/conditional.mjs).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function answerPreconditions(request, response) {
  const ifNoneMatch = single(request.headers['if-none-match'])
  const ifModifiedSince = single(request.headers['if-modified-since'])
  if (ifNoneMatch === undefined && ifModifiedSince === undefined) return
  delete request.headers['if-none-match']
  delete request.headers['if-modified-since']
  const writeHead = response.writeHead
  /**
   * @this {ServerResponse}
   * @param {number} status
   * @param {any[]} rest
   */
  const replacement = function (status, ...rest) {
    const given = headerObject(typeof rest[0] === 'string' ? rest[1] : rest[0])
    const header = (/** @type {string} */ name) => {
      const value = given[name] ?? this.getHeader(name)
      return value === undefined ? undefined : String(value)
    }
    const notModified = isNotModified({
      method: request.method ?? 'GET',
      status,
      ifNoneMatch,
      ifModifiedSince,
      etag: header('etag'),
      lastModified: header('last-modified'),
    })
    if (!notModified) return writeHead.call(this, status, ...rest)
    for (const name of BODY_HEADERS) {
      this.removeHeader(name)
      delete given[name]
    }
    // Node sends no body with a 304 and ignores what the handler still writes.
    return writeHead.call(this, 304, given)
  }
  response.writeHead = /** @type {any} */ (replacement)
}
