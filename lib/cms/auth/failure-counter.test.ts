import { memoryFailureStore, secondsLeft, windowKey } from './failure-counter'

describe('failure counter', () => {
  const limit = { scope: 's', limit: 2, windowMs: 60_000 }

  it('counts per key and window', async () => {
    const store = memoryFailureStore()
    const now = 125_000
    const key = windowKey(limit, 'a', now)
    expect(await store.get(key)).toBe(0)
    expect(await store.increment(key, limit.windowMs)).toBe(1)
    expect(await store.increment(key, limit.windowMs)).toBe(2)
    expect(await store.get(windowKey(limit, 'b', now))).toBe(0)
    expect(windowKey(limit, 'a', now + 60_000)).not.toBe(key)
  })

  it('tells how long until the window ends', () => {
    expect(secondsLeft(limit, 125_000)).toBe(55)
  })

  it('forgets the oldest keys past its size', async () => {
    const store = memoryFailureStore(2)
    await store.increment('x', 1)
    await store.increment('y', 1)
    await store.increment('z', 1)
    expect(await store.get('x')).toBe(0)
    expect(await store.get('z')).toBe(1)
  })
})
