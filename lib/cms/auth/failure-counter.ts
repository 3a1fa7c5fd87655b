/**
 * Counts failures per key in fixed windows without counting successes, so a guard can ask
 * "too many failures?" before an attempt and record one only when the attempt fails.
 * `store` is this process's memory, or Redis (shared by every instance) through the adapter below.
 */
export type FailureStore = {
  get(key: string): Promise<number>
  increment(key: string, windowMs: number): Promise<number>
}

export function memoryFailureStore(maxKeys = 10_000): FailureStore {
  const counts = new Map<string, number>()
  return {
    async get(key) {
      return counts.get(key) ?? 0
    },
    async increment(key) {
      const next = (counts.get(key) ?? 0) + 1
      counts.delete(key)
      counts.set(key, next)
      if (counts.size > maxKeys) counts.delete(counts.keys().next().value as string)
      return next
    },
  }
}

type RedisLike = {
  get(key: string): Promise<string | null>
  multi(): { incr(key: string): unknown; pExpire(key: string, ms: number): unknown; exec(): Promise<unknown[]> }
}

export function redisFailureStore(redis: RedisLike, prefix: string): FailureStore {
  return {
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0)
    },
    async increment(key, windowMs) {
      const tx = redis.multi()
      tx.incr(prefix + key)
      tx.pExpire(prefix + key, windowMs)
      const [count] = (await tx.exec()) as [number]
      return Number(count)
    },
  }
}

export type FailureLimit = { scope: string; limit: number; windowMs: number }

/** The window a key falls in, so counts restart by themselves when it ends. */
export const windowKey = ({ scope, windowMs }: FailureLimit, key: string, now: number) =>
  `${scope}:${key}:${Math.floor(now / windowMs)}`

export function secondsLeft({ windowMs }: FailureLimit, now: number) {
  return Math.max(1, Math.ceil((Math.floor(now / windowMs + 1) * windowMs - now) / 1000))
}
