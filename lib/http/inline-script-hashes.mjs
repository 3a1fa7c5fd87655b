// @ts-check
/**
 * Sends every page of the public site with a Content-Security-Policy whose script-src names the
 * hashes of the page's own inline scripts in place of 'unsafe-inline' (lib/http/inline-script-policy.mjs
 * says which scripts get one). The page stays as it is cached: its HTML is held until it is whole,
 * its scripts are hashed, and the policy goes out with it, so every copy of the page (Next's cache,
 * the edge cache, the browser's) carries the policy of its own scripts. Installed per request by
 * scripts/request-guard.mjs, last, so it holds the page before the other hooks see its head (a 304
 * then carries the page's own policy too).
 *
 * The page arrives here compressed when Next compressed it; it is decompressed to be read and sent
 * as it came. A page is held, not streamed: the site's pages are prerendered and come in one piece.
 * The admin keeps the policy it is sent with: Payload's pages stream as they render.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { policyWithScriptHashes } from './inline-script-policy.mjs'

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ siteScripts: ReadonlySet<string>, reactStatements: ReadonlySet<string> }} Trusted */

const POLICY = 'content-security-policy'
/** @type {Record<string, (body: Buffer) => Buffer>} */
const DECODERS = {
  '': (b) => b,
  identity: (b) => b,
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
}
const KEEPS_ITS_POLICY = /^\/admin(?:[/?#]|$)/
/** Policies worked out for pages with an ETag (the same page, the same scripts): most answers are a cached page sent again. */
const REMEMBERED = 500

/** @type {Trusted} */
const NOTHING_TRUSTED = { siteScripts: new Set(), reactStatements: new Set() }

/** @type {Map<string, string>} */
const remembered = new Map()

/** writeHead's optional headers argument (an object, or a flat or paired list) as name and value pairs. */
function headerPairs(/** @type {unknown} */ given) {
  if (Array.isArray(given))
    return Array.isArray(given[0]) ? given : given.flatMap((v, i) => (i % 2 ? [] : [[v, given[i + 1]]]))
  return given && typeof given === 'object' ? Object.entries(given) : []
}

/** A piece of the body as bytes, as Node would have written it. */
function asBuffer(/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) {
  if (Buffer.isBuffer(chunk)) return chunk
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
  return Buffer.from(/** @type {Uint8Array} */ (chunk))
}

/** The policy to send with a page: from memory, or worked out from its body. */
function pagePolicy(
  /** @type {string} */ policy,
  /** @type {Buffer} */ body,
  /** @type {string} */ encoding,
  /** @type {string | undefined} */ etag,
  /** @type {() => Trusted} */ trusted,
) {
  const key = etag && `${etag}\n${encoding}\n${policy}`
  const known = key ? remembered.get(key) : undefined
  if (known) return known
  const decode = DECODERS[encoding]
  let html = ''
  try {
    html = decode ? decode(body).toString('utf8') : ''
  } catch (error) {
    // A page that cannot be read gets no hashes: its inline scripts are refused, none of them is let through.
    console.error(`[csp] a page's scripts could not be read (${/** @type {Error} */ (error).message})`)
  }
  const result = policyWithScriptHashes(policy, html, trusted())
  if (key) {
    if (remembered.size >= REMEMBERED) remembered.delete(/** @type {string} */ (remembered.keys().next().value))
    remembered.set(key, result)
  }
  return result
}

/**
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {() => Trusted} trusted the scripts the site and React write (read when the first page is sent)
 */
export function sendInlineScriptHashes(request, response, trusted) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return
  if (KEEPS_ITS_POLICY.test(request.url ?? '/')) return
  const { write, end, flushHeaders } = response
  const writeHead = /** @type {(...args: any[]) => ServerResponse} */ (response.writeHead)
  let decided = false
  let holding = false
  /** @type {string | undefined} the reason phrase of a held head */
  let reason
  /** @type {Buffer[]} the held page */
  const chunks = []

  /**
   * A page whose policy allows inline scripts wholesale is held until it is whole; any other answer
   * under that policy (data, feeds, files) has no inline scripts to allow, and goes out at once without it.
   */
  const decide = (/** @type {ServerResponse} */ self) => {
    decided = true
    const policy = self.getHeader(POLICY)
    if (typeof policy !== 'string' || !policy.includes("'unsafe-inline'")) return
    holding = /^text\/html\b/i.test(String(self.getHeader('content-type') ?? ''))
    if (!holding) self.setHeader(POLICY, policyWithScriptHashes(policy, '', NOTHING_TRUSTED))
  }

  /**
   * @this {ServerResponse}
   * @param {number} status
   * @param {any[]} rest
   */
  const heldHead = function (status, ...rest) {
    const phrase = typeof rest[0] === 'string' ? [rest[0]] : []
    const given = typeof rest[0] === 'string' ? rest[1] : rest[0]
    if (decided && !holding) return writeHead.call(this, status, ...rest)
    // The head's headers go on the response now (as Node would put them once it writes the head),
    // so the decision reads them, and a held head asked for again (each write does, while none
    // has been sent) loses none.
    for (const [name, value] of headerPairs(given)) this.setHeader(String(name), value)
    if (!decided) decide(this)
    if (!holding) return writeHead.call(this, status, ...phrase)
    this.statusCode = status
    if (phrase.length) reason = phrase[0]
    return this
  }
  response.writeHead = /** @type {any} */ (heldHead)
  response.flushHeaders = function () {
    if (!decided) this.writeHead(this.statusCode)
    if (!holding) flushHeaders.call(this)
  }
  response.write = /** @type {any} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (!decided) this.writeHead(this.statusCode)
      if (!holding) return write.apply(this, /** @type {any} */ (arguments))
      const done = typeof encoding === 'function' ? encoding : callback
      chunks.push(asBuffer(chunk, encoding))
      if (typeof done === 'function') process.nextTick(done)
      return true
    }
  )
  response.end = /** @type {any} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      // Undecided here means no head and no body yet: Node then works out the length itself, so it is left to.
      if (!decided) decide(this)
      if (!holding) return end.apply(this, /** @type {any} */ (arguments))
      const done = [chunk, encoding, callback].find((a) => typeof a === 'function')
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(asBuffer(chunk, encoding))
      const body = Buffer.concat(chunks)
      if (request.method === 'HEAD' && body.length === 0) {
        // No page to hash. A cache may freshen its stored page's headers from a HEAD's, so this sends
        // none rather than one that would refuse the stored page's scripts; no document, nothing to govern.
        this.removeHeader(POLICY)
      } else {
        const etag = this.getHeader('etag')
        const coding = String(this.getHeader('content-encoding') ?? '')
          .trim()
          .toLowerCase()
        const policy = String(this.getHeader(POLICY))
        this.setHeader(POLICY, pagePolicy(policy, body, coding, etag === undefined ? undefined : String(etag), trusted))
      }
      if (request.method !== 'HEAD' && !this.hasHeader('content-length')) this.setHeader('Content-Length', body.length)
      writeHead.call(this, this.statusCode, ...(reason === undefined ? [] : [reason]))
      return end.call(this, body, done)
    }
  )
}
