// @ts-check
/**
 * The build's static files sent in the compressed copy made at build time (scripts/precompress.mjs)
 * when the browser accepts it: Brotli first, then gzip. Plain JavaScript with JSDoc types, for the
 * server's preload (scripts/request-guard.mjs, run by plain `node`).
 */

/** The copies the build makes, best first: the content coding and the suffix of its file. */
export const ENCODINGS = /** @type {const} */ ([
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
])

/**
 * The quality value (0 to 1) an Accept-Encoding header gives a content coding (RFC 9110 §12.5.3):
 * its own entry, else `*`, else 0. A missing header accepts nothing but identity here.
 * @param {string | undefined} header
 * @param {string} coding
 */
export function acceptQuality(header, coding) {
  if (!header) return 0
  let wildcard = 0
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined)
    const quality = q === undefined ? 1 : Math.min(1, Number(q) || 0)
    const token = name.trim().toLowerCase()
    if (token === coding) return quality
    if (token === '*') wildcard = quality
  }
  return wildcard
}

/**
 * The coding to send a static file in, among those it has a compressed copy of: the one the browser
 * gives the highest quality (Brotli on a tie), or null for the file as it is.
 * @param {string | undefined} acceptEncoding
 * @param {(suffix: string) => boolean} hasCopy whether `<file><suffix>` exists
 * @returns {(typeof ENCODINGS)[number] | null}
 */
export function chooseEncoding(acceptEncoding, hasCopy) {
  let best = null
  let bestQuality = 0
  for (const encoding of ENCODINGS) {
    const quality = acceptQuality(acceptEncoding, encoding.coding)
    if (quality > bestQuality && hasCopy(encoding.suffix)) {
      best = encoding
      bestQuality = quality
    }
  }
  return best
}

/**
 * The file under the static folder a request path names (`/_next/static/chunks/a.js` gives
 * `chunks/a.js`), or null for any other path, or one that could leave the folder.
 * @param {string} target the request's path and query
 */
export function staticFile(target) {
  const pathname = target.split('?')[0]
  if (!pathname.startsWith('/_next/static/')) return null
  let file
  try {
    file = decodeURIComponent(pathname.slice('/_next/static/'.length))
  } catch {
    return null
  }
  if (!file || file.split('/').some((part) => part === '..' || part === '.' || part === '') || file.includes('\\'))
    return null
  return file
}

/** The type each compressible static file is sent as (what Next's file server says for it). */
const TYPES = /** @type {Record<string, string>} */ ({
  js: 'application/javascript; charset=UTF-8',
  mjs: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  json: 'application/json; charset=UTF-8',
  map: 'application/json; charset=UTF-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=UTF-8',
  html: 'text/html; charset=UTF-8',
  xml: 'application/xml',
  wasm: 'application/wasm',
  webmanifest: 'application/manifest+json',
})

/** The Content-Type a static file is sent with, or null for a kind this module does not send compressed. */
export function staticType(/** @type {string} */ file) {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase()
  return (extension && TYPES[extension]) || null
}

/**
 * Points a GET or HEAD request for a build file at its compressed copy when the browser accepts
 * one, so Next's own file server sends the copy with all its usual headers (the year-long
 * Cache-Control, the security headers, ETag, Range); the response says what the bytes are
 * (Content-Encoding, the original's Content-Type) and that they depend on Accept-Encoding. Next's
 * compression leaves a response alone once it has a Content-Encoding.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {(relativeCopy: string) => boolean} hasCopy whether the static folder holds that file
 * @returns {boolean} whether the request now names a compressed copy
 */
export function servePrecompressed(request, response, hasCopy) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const target = request.url ?? '/'
  const file = staticFile(target)
  const type = file && staticType(file)
  if (!file || !type) return false
  response.setHeader('Vary', 'Accept-Encoding')
  const accept = request.headers['accept-encoding']
  const encoding = chooseEncoding(Array.isArray(accept) ? accept.join(',') : accept, (suffix) => hasCopy(file + suffix))
  if (!encoding) return false
  const query = target.indexOf('?')
  request.url = query < 0 ? target + encoding.suffix : target.slice(0, query) + encoding.suffix + target.slice(query)
  response.setHeader('Content-Encoding', encoding.coding)
  response.setHeader('Content-Type', type)
  return true
}
