import 'server-only'
import { config } from '@/lib/config/site.mjs'
import { limiterKey } from './client-address'
import { createRateLimiter, type RateLimitResult } from './rate-limit'
import { getRedis } from './redis'

type Limits = { name: string; limit: number; windowMs: number }
type Transaction = {
  incr(key: string): Transaction
  pExpire(key: string, ms: number): Transaction
  exec(): Promise<unknown[]>
}
type Counter = { multi(): Transaction }

/**
 * Counts one hit in Redis: a fixed window per key shared by every instance, so the limit holds
 * for the whole site rather than per process.
 */
export async function hitInRedis(
  redis: Counter,
  { name, limit, windowMs }: Limits,
  key: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const window = Math.floor(now / windowMs)
  const redisKey = `${config.redisKeyPrefix}rate:${name}:${key}:${window}`
  const [count] = (await redis.multi().incr(redisKey).pExpire(redisKey, windowMs).exec()) as [number, unknown]
  if (count > limit)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) }
  return { allowed: true, remaining: limit - count }
}

/**
 * A rate limiter shared by all instances through Redis when REDIS_URL is set; in this process's
 * memory otherwise, or while Redis does not answer (a limit per instance beats no limit). A hit
 * counts against the client's address (an IPv6 one by its /64: `limiterKey`), per `scope` if given.
 */
export function createSharedRateLimiter(limits: Limits) {
  const local = createRateLimiter(limits)
  return {
    async hit(address: string, scope?: string): Promise<RateLimitResult> {
      const key = limiterKey(address, scope)
      const redis = await getRedis()
      if (!redis) return local.hit(key)
      try {
        return await hitInRedis(redis as unknown as Counter, limits, key)
      } catch (error) {
        console.warn(`[rate-limit] ${limits.name}: Redis failed (${(error as Error).message}); counting locally`)
        return local.hit(key)
      }
    },
  }
}
