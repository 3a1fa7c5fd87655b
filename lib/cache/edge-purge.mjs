// @ts-check
/**
 * Tells the shared cache in front of the instances (the edge) that tags have expired, so it drops
 * exactly the pages rendered with them (the pages carry their tags in `Surrogate-Key`,
 * lib/cache/edge-tags.mjs). Chosen by EDGE_PURGER (lib/config/site.mjs):
 * - `none`: nothing to tell (nginx's one-second micro-cache expires on its own);
 * - `varnish`: `PURGE /` with the tags in `xkey-purge` to each of EDGE_PURGE_URLS, answered by
 *   deploy/varnish/default.vcl with vmod xkey's hard purge (nothing stale is kept).
 * A CDN's tag purge is one more implementation of `purge(tags)` (README, "Edge cache").
 *
 * Plain .mjs: the request guard (scripts/request-guard.mjs) calls it once Next's own cache has
 * expired the tags, outside the bundler.
 */
import { config as siteConfig } from '../config/site.mjs'

/** @typedef {{ name: string, purge: (tags: readonly string[]) => Promise<void> }} EdgePurger */

/** A purge that takes longer than this is reported as failed; the page then ends with its lifetime. */
const PURGE_TIMEOUT_MS = 2_000

/** @type {EdgePurger} */
const none = { name: 'none', purge: async () => {} }

/**
 * @param {readonly string[]} urls
 * @param {typeof fetch} send
 * @returns {EdgePurger}
 */
export function varnishPurger(urls, send = fetch) {
  return {
    name: 'varnish',
    async purge(tags) {
      if (!tags.length) return
      /** @type {string[]} */
      const failures = []
      await Promise.all(
        urls.map(async (url) => {
          try {
            const response = await send(`${url}/`, {
              method: 'PURGE',
              headers: { 'xkey-purge': tags.join(' ') },
              signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
            })
            await response.arrayBuffer()
            if (!response.ok) failures.push(`${url} answered ${response.status}`)
          } catch (error) {
            failures.push(`${url}: ${/** @type {Error} */ (error).message}`)
          }
        }),
      )
      if (failures.length) throw new Error(`edge purge of ${tags.length} tag(s) failed: ${failures.join('; ')}`)
    },
  }
}

/**
 * The purger the settings choose. A Varnish purger without an address is a configuration error,
 * said at start rather than at the first save.
 * @param {Pick<import('../config/site.mjs').Config, 'edgePurger' | 'edgePurgeUrls'>} settings
 * @returns {EdgePurger}
 */
export function edgePurger(settings = siteConfig) {
  switch (settings.edgePurger) {
    case 'varnish':
      if (!settings.edgePurgeUrls.length)
        throw new Error('EDGE_PURGER=varnish needs EDGE_PURGE_URLS (the Varnish servers)')
      return varnishPurger(settings.edgePurgeUrls)
    default:
      return none
  }
}
