import 'server-only'
import { createClient } from '@redis/client'
import { config } from './config/site.mjs'

const newClient = (url: string) => createClient({ url })
type RedisClient = ReturnType<typeof newClient>
const state = globalThis as unknown as { __siteRedis?: Promise<RedisClient | null> }

/**
 * The process's one Redis connection when REDIS_URL is set, else null. A failed connection is
 * logged and answered with null, so callers fall back to this instance's memory.
 */
export function getRedis(url = config.redisUrl): Promise<RedisClient | null> {
  if (!url) return Promise.resolve(null)
  state.__siteRedis ??= (async () => {
    const client = newClient(url)
    client.on('error', (error: Error) => console.warn(`[redis] ${error.message}`))
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
