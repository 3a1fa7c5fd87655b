// @ts-check
/**
 * HTTP conditional requests (RFC 9110 §13): validators for a body, and whether a request's
 * preconditions make its answer a 304. Plain JavaScript with JSDoc types so the route handlers
 * (TypeScript) and the server's preload (scripts/request-guard.mjs, run by plain `node`) share it.
 */
import { createHash } from 'node:crypto'

/** A strong entity tag for exactly these bytes (or this text as UTF-8). */
export function strongEtag(/** @type {string | Uint8Array} */ body) {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** A strong entity tag made of version parts (file name, version, size) that change whenever the bytes do. */
export function versionEtag(/** @type {(string | number)[]} */ parts) {
  return strongEtag(parts.join('\u0000'))
}

/** The opaque part of an entity tag (`W/"x"` and `"x"` both give `"x"`), for weak comparison. */
const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '')

/**
 * The entity tags of an If-None-Match value, or '*'. Commas inside a quoted tag are part of it.
 * @param {string} header
 * @returns {'*' | string[]}
 */
export function parseEtagList(header) {
  if (header.trim() === '*') return '*'
  return header.match(/(?:W\/)?"[^"]*"/g) ?? []
}

/**
 * An HTTP-date (IMF-fixdate, or the obsolete forms Date.parse reads) as milliseconds, or null.
 * @param {string | null | undefined} value
 */
export function parseHttpDate(value) {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : time
}

/** A time as the HTTP-date of Last-Modified (whole seconds, GMT). */
export function httpDate(/** @type {Date | number | string} */ time) {
  return new Date(time).toUTCString()
}

/**
 * @typedef {object} Preconditions
 * @property {string} method the request's method
 * @property {number} status the status the answer would have without the preconditions
 * @property {string | null | undefined} [ifNoneMatch] the request's If-None-Match
 * @property {string | null | undefined} [ifModifiedSince] the request's If-Modified-Since
 * @property {string | null | undefined} [etag] the answer's ETag
 * @property {string | null | undefined} [lastModified] the answer's Last-Modified
 */

/**
 * Whether the answer is 304 Not Modified (RFC 9110 §13.2.2): only for GET and HEAD and only
 * where the answer would be a 2xx (a 404 never becomes a 304); If-None-Match, when sent, decides
 * alone (weak comparison, `*` matching any current representation) and If-Modified-Since is then
 * ignored; otherwise If-Modified-Since holds when the representation has not changed since that date.
 * @param {Preconditions} p
 */
export function isNotModified({ method, status, ifNoneMatch, ifModifiedSince, etag, lastModified }) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (status < 200 || status > 299) return false
  if (ifNoneMatch != null && ifNoneMatch.trim() !== '') {
    const tags = parseEtagList(ifNoneMatch)
    if (tags === '*') return true
    if (!etag) return false
    return tags.some((tag) => opaque(tag) === opaque(etag))
  }
  const since = parseHttpDate(ifModifiedSince)
  const modified = parseHttpDate(lastModified)
  if (since === null || modified === null) return false
  // HTTP-dates have whole seconds: a time within the second named is not after it.
  return Math.floor(modified / 1000) <= Math.floor(since / 1000)
}

/** Headers a 304 keeps (RFC 9110 §15.4.5): the validators and caching fields, and the security headers; the body's own fields go. */
export const BODY_HEADERS = ['content-length', 'content-type', 'content-range', 'content-encoding', 'transfer-encoding']
