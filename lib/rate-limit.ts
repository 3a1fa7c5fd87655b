import type { Environment } from './config/environment.mjs'
import { config, readConfig } from './config/site.mjs'

/**
 * A fixed-window rate limiter keyed by client address, in the memory of one server process.
 * With several instances, lib/shared-rate-limit.ts counts in Redis instead and uses this one
 * only while Redis is unavailable.
 */
export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = { hit: (key: string, now?: number) => RateLimitResult; reset: () => void }

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
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
 * (60 000), from the configuration module; `env` (tests) replaces the process's configuration.
 */
export function requestFormLimits(env?: Environment) {
  const { max, windowMs } = (env ? readConfig(env) : config).rateLimit
  return { limit: max, windowMs }
}

/** Set on every request by scripts/request-guard.mjs from the TCP connection; a client cannot send it. */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address'

/**
 * The client address. With no trusted proxy it is the connection's own address, whatever the
 * client writes in its headers. Behind `trustedProxies` proxies, each of which appends the
 * address it received the request from to X-Forwarded-For, it is the entry just before theirs:
 * entries further left were written by the client and are never believed.
 */
export function clientAddress(headers: Headers, trustedProxies = config.trustedProxies): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER)?.trim() || 'unknown'
  if (trustedProxies === 0) return socket.slice(0, 64)
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, socket]
  return chain[Math.max(0, chain.length - 1 - trustedProxies)].slice(0, 64)
}
