import { createRateLimiter, requestFormLimits } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and then refuses with the seconds left', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 })
    expect(limiter.hit('a', 0)).toEqual({ allowed: true, remaining: 2 })
    expect(limiter.hit('a', 1_000)).toEqual({ allowed: true, remaining: 1 })
    expect(limiter.hit('a', 2_000)).toEqual({ allowed: true, remaining: 0 })
    expect(limiter.hit('a', 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(limiter.hit('b', 30_000)).toEqual({ allowed: true, remaining: 2 })
  })
  it('opens a fresh window when the old one ends', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 })
    expect(limiter.hit('a', 0).allowed).toBe(true)
    expect(limiter.hit('a', 999).allowed).toBe(false)
    expect(limiter.hit('a', 1_000).allowed).toBe(true)
  })
  it('keeps memory bounded', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 2 })
    limiter.hit('a', 0)
    limiter.hit('b', 0)
    limiter.hit('c', 0)
    expect(limiter.hit('c', 1).allowed).toBe(false)
    expect(limiter.hit('a', 1).allowed).toBe(true)
  })
})

describe('requestFormLimits', () => {
  it('defaults to 5 per minute and reads the environment', () => {
    expect(requestFormLimits({})).toEqual({ limit: 5, windowMs: 60_000 })
    expect(requestFormLimits({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '1000' })).toEqual({
      limit: 2,
      windowMs: 1000,
    })
    expect(requestFormLimits({ RATE_LIMIT_MAX: 'x', RATE_LIMIT_WINDOW_MS: '-1' })).toEqual({
      limit: 5,
      windowMs: 60_000,
    })
  })
})
