/** A small in-memory limiter: at most one hit per key within `windowMs`. */
export function createRateLimiter(windowMs: number, maxKeys = 10_000) {
  const seen = new Map<string, number>()
  return function allow(key: string, now = Date.now()): boolean {
    const last = seen.get(key)
    if (last !== undefined && now - last < windowMs) return false
    if (seen.size >= maxKeys) {
      for (const [k, t] of seen) if (now - t >= windowMs) seen.delete(k)
      if (seen.size >= maxKeys) seen.delete(seen.keys().next().value as string)
    }
    seen.set(key, now)
    return true
  }
}
