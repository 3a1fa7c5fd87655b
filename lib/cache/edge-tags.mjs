// @ts-check
/**
 * Public pages carry the cache tags they were rendered with (lib/cache/tags.ts), in the headers a
 * shared cache purges by: `Surrogate-Key` (Varnish's xkey through deploy/varnish/default.vcl,
 * Fastly) and `Cache-Tag` (Cloudflare). A save expires those tags in Next's cache and then at the
 * edge (lib/cache/edge-purge.mjs), so the edge can keep a page for its whole lifetime (the page's
 * own `s-maxage`, a day for most) and still never show it after a save.
 *
 * Next knows the tags of a render (the tags of every cached read made while rendering) and keeps
 * them with the page in its incremental cache, but sends them only on its own hosting platform.
 * So the incremental cache is watched: every entry it reads or writes for a request adds its tags
 * to that request's set (an AsyncLocalStorage opened per request by scripts/request-guard.mjs), and
 * the set goes out with the response. Tags expired in Next's cache (`revalidateTag`, whatever its
 * caller: a save's hooks, POST /api/revalidate) are passed on to the edge once Next's own expiry is
 * done, so the edge never refetches a page Next still holds as fresh.
 *
 * A response whose tags are not known (a render shared with a concurrent request, a handler that
 * reads nothing cached) carries none: the VCL then keeps it for a second only, as nginx does.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

/** Where Next keeps a render's tags in its cache entries (next/dist/lib/constants: NEXT_CACHE_TAGS_HEADER). */
const NEXT_TAGS = 'x-next-cache-tags'
/** Next's implicit per-path tags: its own bookkeeping, never expired by a save. */
const IMPLICIT = '_N_T_'
/** Longest tag header sent (Fastly and Cloudflare allow 16 KB); a page with more carries none. */
const MAX_HEADER = 16_000

/** @typedef {{ tags: Set<string> }} RenderTags */

const storeKey = Symbol.for('university-site.render-tags')
const scope = /** @type {Record<symbol, AsyncLocalStorage<RenderTags>>} */ (/** @type {unknown} */ (globalThis))
/** One store per process, whichever copy of this module asks. */
export const renderTags = (scope[storeKey] ??= new AsyncLocalStorage())

/** Adds tags (a list, or Next's comma-separated header) to the running request's set. */
export function noteTags(/** @type {unknown} */ given) {
  const current = renderTags.getStore()
  if (!current || !given) return
  const list = typeof given === 'string' ? given.split(',') : Array.isArray(given) ? given : []
  for (const tag of list) {
    if (typeof tag === 'string' && tag && !tag.startsWith(IMPLICIT) && !/[\s,]/.test(tag)) current.tags.add(tag)
  }
}

/**
 * @typedef {object} IncrementalCacheLike
 * @property {(key: string, ctx?: any) => Promise<any>} get
 * @property {(key: string, data: any, ctx?: any) => Promise<any>} set
 * @property {(tags: string | string[], durations?: any) => Promise<any>} revalidateTag
 */

/**
 * Watches Next's incremental cache (its class, as loaded by the server): the tags of what it reads
 * and writes for a request, and the tags it expires, handed to `onExpired` once Next has expired
 * them (and waited for: the expiry is over when the edge has answered too).
 * @param {{ prototype: IncrementalCacheLike }} IncrementalCache
 * @param {(tags: string[]) => Promise<void> | void} onExpired
 */
export function watchIncrementalCache(IncrementalCache, onExpired) {
  const proto = IncrementalCache.prototype
  if (/** @type {any} */ (proto)[storeKey]) return
  ;/** @type {any} */ (proto)[storeKey] = true
  const { get, set, revalidateTag } = proto
  proto.get = async function (key, ctx) {
    const entry = await get.call(this, key, ctx)
    noteTags(entry?.value?.headers?.[NEXT_TAGS])
    // unstable_cache's reads: their tags, whether the entry was there or not.
    if (ctx?.kind === 'FETCH') noteTags(ctx.tags)
    return entry
  }
  proto.set = async function (key, data, ctx) {
    noteTags(data?.headers?.[NEXT_TAGS])
    if (data?.kind === 'FETCH') noteTags(ctx?.tags)
    return set.call(this, key, data, ctx)
  }
  proto.revalidateTag = async function (tags, durations) {
    const result = await revalidateTag.call(this, tags, durations)
    const list = (Array.isArray(tags) ? tags : [tags]).filter((t) => !t.startsWith(IMPLICIT))
    if (list.length) await onExpired(list)
    return result
  }
}

/**
 * The tag headers a response goes out with, or null when a shared cache may not keep it by tag:
 * only a read (GET, HEAD) answered for anyone (no private, no-store or no-cache; no cookie set),
 * whose tags are known.
 * @param {{ method: string | undefined, cacheControl: unknown, setsCookie: boolean, tags: Iterable<string> }} response
 * @returns {Record<string, string> | null}
 */
export function edgeTagHeaders({ method, cacheControl, setsCookie, tags }) {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (setsCookie || /private|no-store|no-cache/i.test(String(cacheControl ?? ''))) return null
  const list = [...tags].sort()
  if (!list.length) return null
  const keys = list.join(' ')
  if (keys.length > MAX_HEADER) return null
  return { 'Surrogate-Key': keys, 'Cache-Tag': list.join(',') }
}

/**
 * Sends the request's tags with its response (installed per request by scripts/request-guard.mjs,
 * inside `renderTags.run`).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {RenderTags} collected
 */
export function sendEdgeTags(request, response, collected) {
  const writeHead = response.writeHead
  /**
   * @this {import('node:http').ServerResponse}
   * @param {number} status
   * @param {any[]} rest
   */
  const replacement = function (status, ...rest) {
    const headers = edgeTagHeaders({
      method: request.method,
      cacheControl: this.getHeader('cache-control'),
      setsCookie: this.hasHeader('set-cookie'),
      tags: collected.tags,
    })
    if (headers) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value)
    return writeHead.call(this, status, ...rest)
  }
  response.writeHead = /** @type {any} */ (replacement)
}
