import 'server-only'
import { createClient } from '@redis/client'
import { config } from '@/lib/config/site.mjs'
import { metrics } from '@/lib/ops/metrics.mjs'

const newClient = (url: string) => createClient({ url })
type RedisClient = ReturnType<typeof newClient>
const state = globalThis as unknown as { __siteRedis?: Promise<RedisClient | null> }

/**
 * The rate limits' Redis connection (the shared limiter's and the sign-in failure counter's), one
 * per process, when REDIS_URL is set, else null. A failed connection is logged and answered with
 * null, so callers fall back to this instance's memory. The page cache keeps its own connection
 * (lib/cache/redis-cache-handler.mjs, which Next loads outside the bundle).
 */
export function getRedis(url = config.redisUrl): Promise<RedisClient | null> {
  if (!url) return Promise.resolve(null)
  state.__siteRedis ??= (async () => {
    const client = newClient(url)
    client.on('error', (error: Error) => {
      metrics().backendErrors.inc({ backend: 'redis' })
      console.warn(`[redis] ${error.message}`)
    })
    try {
      await client.connect()
      return client
    } catch (error) {
      console.error(`[redis] unreachable (${(error as Error).message}); limits are per instance`)
      state.__siteRedis = undefined
      return null
    }
  })()
  return state.__siteRedis
}
