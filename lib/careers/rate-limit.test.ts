import { createRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows one hit per key per window', () => {
    const allow = createRateLimiter(10_000)
    expect(allow('a', 0)).toBe(true)
    expect(allow('a', 5_000)).toBe(false)
    expect(allow('b', 5_000)).toBe(true)
    expect(allow('a', 10_000)).toBe(true)
  })
  it('stays bounded', () => {
    const allow = createRateLimiter(10_000, 2)
    allow('a', 0)
    allow('b', 0)
    expect(allow('c', 1)).toBe(true)
  })
})
