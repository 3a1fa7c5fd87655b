import 'server-only'
import { migrations as postgresMigrations } from '@/lib/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/lib/cms/migrations/sqlite'
import { config } from '@/lib/config/site.mjs'
import { getRedis } from '@/lib/http/redis'
import { getPayloadClient } from '@/lib/reads/payload'
import { queueStarted, searchBuilt } from './started'

/** What a check found: fine, not wanted here (Redis unset), or a short reason safe to show anyone. */
export type CheckResult = { ok: true; note?: string } | { ok: false; reason: string }
export type Readiness = { ready: boolean; checks: Record<string, CheckResult> }

/** A check that takes longer than this counts as failed: a load balancer asks again in seconds. */
const CHECK_TIMEOUT_MS = 3000

async function check(run: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'no answer in time' }), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([run(), timeout])
  } catch {
    return { ok: false, reason: 'unreachable' }
  } finally {
    clearTimeout(timer)
  }
}

/** The database answers, and every migration this build carries has been applied to it. */
async function database(): Promise<CheckResult> {
  const payload = await getPayloadClient()
  const applied = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  const names = new Set(applied.docs.map((doc) => doc.name))
  const expected = (config.postgres ? postgresMigrations : sqliteMigrations).map((m) => m.name)
  const missing = expected.filter((name) => !names.has(name))
  return missing.length ? { ok: false, reason: `${missing.length} migration(s) not applied` } : { ok: true }
}

async function redis(): Promise<CheckResult> {
  if (!config.redisUrl) return { ok: true, note: 'not configured' }
  const client = await getRedis()
  if (!client) return { ok: false, reason: 'unreachable' }
  return (await client.ping()) === 'PONG' ? { ok: true } : { ok: false, reason: 'unexpected answer' }
}

/**
 * GET /api/ready: whether this instance should be sent visitors. The database is reachable and
 * migrated, Redis (when configured) answers, the server has started its queue and built its search
 * index. A load balancer takes an instance that answers 503 out before a visitor meets it.
 */
export async function readiness(): Promise<Readiness> {
  const [databaseResult, redisResult] = await Promise.all([check(database), check(redis)])
  const checks: Record<string, CheckResult> = {
    database: databaseResult,
    redis: redisResult,
    queue: queueStarted() ? { ok: true } : { ok: false, reason: 'not started yet' },
    search: searchBuilt() || !config.production ? { ok: true } : { ok: false, reason: 'index not built yet' },
  }
  return { ready: Object.values(checks).every((c) => c.ok), checks }
}
