import type { Environment } from '@/lib/config/environment.mjs'
import { config, readConfig } from '@/lib/config/site.mjs'

/**
 * A fixed-window rate limiter keyed by `limiterKey` (client-address.ts: a client's address or
 * network, and a scope), in the memory of one server process. With several instances,
 * shared-rate-limit.ts counts in Redis instead and uses this one only while Redis is unavailable.
 */
export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = { hit: (key: string, now?: number) => RateLimitResult; reset: () => void }

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number
  windowMs: number
  maxKeys?: number
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(key, now = Date.now()) {
      let entry = windows.get(key)
      if (!entry || now - entry.start >= windowMs) {
        if (!entry && windows.size >= maxKeys) {
          // Forget finished windows first; if all are current, drop the oldest.
          for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        }
        entry = { start: now, count: 0 }
        windows.set(key, entry)
      }
      entry.count += 1
      if (entry.count > limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000)) }
      }
      return { allowed: true, remaining: limit - entry.count }
    },
    reset() {
      windows.clear()
    },
  }
}

/**
 * Limits of the request-information form: RATE_LIMIT_MAX (5) submissions per RATE_LIMIT_WINDOW_MS
 * (60 000), from the site's configuration; `env` (tests) replaces the process's configuration.
 */
export function requestFormLimits(env?: Environment) {
  const { max, windowMs } = (env ? readConfig(env) : config).rateLimit
  return { limit: max, windowMs }
}
