import { readiness } from './readiness'
import { markQueueStarted, markSearchBuilt } from './started'

const MIGRATIONS = ['20260101_initial', '20260201_fields', '20260301_indexes']
jest.mock('@/lib/cms/migrations/sqlite', () => ({
  migrations: ['20260101_initial', '20260201_fields', '20260301_indexes'].map((name) => ({ name })),
}))
jest.mock('@/lib/cms/migrations/postgres', () => ({ migrations: [] }))
const applied = { names: [] as string[], fails: false }
jest.mock('@/lib/reads/payload', () => ({
  getPayloadClient: async () => ({
    find: async () => {
      if (applied.fails) throw new Error('SQLITE_CANTOPEN: /secret/path/site.db')
      return { docs: applied.names.map((name) => ({ name })) }
    },
  }),
}))
jest.mock('@/lib/http/redis', () => ({ getRedis: async () => null }))

describe('readiness', () => {
  beforeEach(() => {
    applied.names = [...MIGRATIONS]
    applied.fails = false
  })

  it('is not ready before the server has started its queue', async () => {
    const { ready, checks } = await readiness()
    expect(ready).toBe(false)
    expect(checks.queue).toEqual({ ok: false, reason: 'not started yet' })
    expect(checks.database).toEqual({ ok: true })
    expect(checks.redis).toEqual({ ok: true, note: 'not configured' })
  })

  it('is ready once started, with every migration applied', async () => {
    markQueueStarted()
    markSearchBuilt()
    expect(await readiness()).toMatchObject({ ready: true })
  })

  it('is not ready while a migration this build carries is missing from the database', async () => {
    markQueueStarted()
    applied.names = applied.names.slice(0, -2)
    expect(await readiness()).toMatchObject({
      ready: false,
      checks: { database: { ok: false, reason: '2 migration(s) not applied' } },
    })
  })

  it('says an unreachable database is unreachable, and nothing of the error', async () => {
    applied.fails = true
    const { ready, checks } = await readiness()
    expect(ready).toBe(false)
    expect(checks.database).toEqual({ ok: false, reason: 'unreachable' })
    expect(JSON.stringify(checks)).not.toContain('secret')
  })
})
