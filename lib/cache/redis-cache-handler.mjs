/**
 * Next's incremental cache (ISR pages and unstable_cache data) in Redis, so that every
 * instance behind the proxy serves the same pages and one editor's save (revalidateTag)
 * expires them everywhere. next.config.ts selects this file when REDIS_URL is set at build
 * time. Plain .mjs because Next loads it at run time outside the bundler.
 *
 * When Redis cannot be reached the instance keeps working from a small in-process LRU
 * (pages stay up, but freshness is then per instance until Redis returns and the process
 * restarts).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { config } from '../config/site.mjs'
import { watchIncrementalCache } from './edge-tags.mjs'

const keyPrefix = config.redisKeyPrefix

async function createHandlers() {
  // The build prerenders from the database directly; only running servers share the cache.
  if (config.building || !config.redisUrl) {
    return { handlers: [createLruHandler()] }
  }
  const client = createClient({ url: config.redisUrl, pingInterval: 10_000 })
  client.on('error', (error) => console.warn(`[cache] Redis: ${error.message}`))
  try {
    await client.connect()
  } catch (error) {
    console.error(`[cache] Redis unreachable (${error.message}); serving from this instance's memory`)
    await client.disconnect().catch(() => {})
    return { handlers: [createLruHandler()] }
  }
  return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: 2_000 })] }
}

CacheHandler.onCreation(() => {
  // One Redis connection per process, however many times Next creates the handler.
  globalThis.__siteCacheHandlers ??= createHandlers()
  return globalThis.__siteCacheHandlers
})

// The tags of what each request reads and writes, and the tags expired, for the edge cache
// (lib/cache/edge-tags.mjs): watched here too, where every instance of a shared-cache deployment
// reads its pages, whichever copy of Next's incremental cache calls it. The purge is the request
// guard's (scripts/request-guard.mjs), shared through globalThis.
watchIncrementalCache(/** @type {any} */ (CacheHandler), (tags) =>
  /** @type {any} */ (globalThis)[Symbol.for('university-site.purge-edge')]?.(tags),
)

export default CacheHandler
