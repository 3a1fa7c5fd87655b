/**
 * The Redis window against a real redis-server (Debian's package). .ci/run installs it and the
 * suite then requires it; on a developer machine without it these tests are skipped, saying so.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createClient } from '@redis/client'
import { tooling } from '@/lib/config/tooling.mjs'
import { createSharedRateLimiter, hitInRedis } from './shared-rate-limit'

const REDIS_SERVER = '/usr/bin/redis-server'
const PORT = 6400 + (process.pid % 500)

describe('createSharedRateLimiter', () => {
  it('counts a client by its limiter key: an IPv6 network as one, per scope', async () => {
    // Without REDIS_URL it counts in this process (the fallback shares the key with Redis).
    const limiter = createSharedRateLimiter({ name: 'test-keys', limit: 1, windowMs: 60_000 })
    expect((await limiter.hit('2001:db8:5:6::1')).allowed).toBe(true)
    expect((await limiter.hit('2001:db8:5:6::2')).allowed).toBe(false)
    expect((await limiter.hit('2001:db8:5:7::1')).allowed).toBe(true)
    expect((await limiter.hit('2001:db8:5:6::3', 'job-1')).allowed).toBe(true)
    expect((await limiter.hit('2001:db8:5:6::4', 'job-1')).allowed).toBe(false)
  })
})

const available = existsSync(REDIS_SERVER)
if (!available && tooling.ci) throw new Error(`${REDIS_SERVER} is missing: apt-get install redis-server`)
if (!available)
  console.warn(`Skipping the Redis rate-limit tests: ${REDIS_SERVER} is not installed (apt-get install redis-server)`)

;(available ? describe : describe.skip)('hitInRedis', () => {
  let server: ChildProcess
  let client: ReturnType<typeof createClient>

  // A just-installed redis-server starting beside dozens of other suites on a loaded 2-core
  // machine can take many seconds: wait for it well past Jest's default 5 s, and say what failed.
  const START_TIMEOUT_MS = 45_000

  beforeAll(async () => {
    server = spawn(REDIS_SERVER, ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    let exited: number | null | undefined
    server.on('exit', (code) => (exited = code))
    client = createClient({ url: `redis://127.0.0.1:${PORT}`, socket: { reconnectStrategy: false } })
    client.on('error', () => {}) // each failed attempt below is handled where it is made
    const deadline = Date.now() + START_TIMEOUT_MS
    for (;;) {
      if (exited !== undefined)
        throw new Error(`redis-server on port ${PORT} exited with code ${exited} before accepting connections`)
      try {
        await client.connect()
        break
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(
            `redis-server did not accept connections on port ${PORT} within ${START_TIMEOUT_MS / 1000} s: ${(error as Error).message}`,
          )
        await new Promise((r) => setTimeout(r, 200))
      }
    }
  }, START_TIMEOUT_MS + 15_000)
  afterAll(async () => {
    await client?.quit().catch(() => {})
    server?.kill()
  })

  const limits = { name: 'test', limit: 2, windowMs: 60_000 }

  it('allows `limit` hits per key and window, then tells when to retry', async () => {
    const now = 120_000 + 15_000 // 15 s into a window
    expect(await hitInRedis(client, limits, 'a', now)).toEqual({ allowed: true, remaining: 1 })
    expect(await hitInRedis(client, limits, 'a', now)).toEqual({ allowed: true, remaining: 0 })
    expect(await hitInRedis(client, limits, 'a', now)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(await hitInRedis(client, limits, 'b', now)).toEqual({ allowed: true, remaining: 1 })
    expect(await hitInRedis(client, limits, 'a', now + 45_000)).toEqual({ allowed: true, remaining: 1 })
  })

  it('counts hits from several instances together', async () => {
    const other = client.duplicate()
    await other.connect()
    const now = 600_000
    const results = await Promise.all([client, other, client, other].map((c) => hitInRedis(c, limits, 'shared', now)))
    await other.quit()
    expect(results.filter((r) => r.allowed)).toHaveLength(2)
  })

  it('lets the window expire in Redis', async () => {
    await hitInRedis(client, limits, 'expiring', 0)
    const keys = await client.keys('*rate:test:expiring:*')
    expect(keys).toHaveLength(1)
    expect(await client.pTTL(keys[0])).toBeGreaterThan(0)
  })
})
