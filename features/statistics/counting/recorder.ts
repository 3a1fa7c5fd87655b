import 'server-only'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { getPayloadClient } from '@/lib/reads/payload'
import { Tally, type Counter } from './counts'

/** How often counted visits are written: one upsert per counter per interval and instance. */
export const STATISTICS_FLUSH_MS = 5_000

const tally = new Tally()
let timer: ReturnType<typeof setTimeout> | null = null

type Column = unknown
type StatisticsTable = Record<
  'day' | 'metric' | 'key' | 'page' | 'bucket' | 'count' | 'updatedAt' | 'createdAt',
  Column
>
type Insert = {
  values: (v: Record<string, unknown>) => {
    onConflictDoUpdate: (c: { target: Column[]; set: Record<string, unknown> }) => Promise<unknown>
  }
}
type Drizzle = { insert: (table: unknown) => Insert }

/**
 * Writes the counts: INSERT … ON CONFLICT (day, metric, key, page, bucket) DO UPDATE SET count =
 * count + n, so instances writing the same counter at once add up (SQLite and PostgreSQL, through
 * the adapter's own drizzle instance and table).
 */
export async function flushStatistics() {
  if (timer) clearTimeout(timer)
  timer = null
  const entries = tally.take()
  if (!entries.length) return
  try {
    const payload = await getPayloadClient()
    const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, StatisticsTable> }
    const table = db.tables.page_statistics
    const now = new Date().toISOString()
    for (const { counter, n } of entries) {
      await db.drizzle
        .insert(table)
        .values({ ...counter, count: n, updatedAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: [table.day, table.metric, table.key, table.page, table.bucket],
          set: { count: sql`${table.count} + ${n}`, updatedAt: now },
        })
    }
  } catch (error) {
    // Statistics are a convenience: never fail a visit over them.
    console.warn(`[statistics] could not write ${entries.length} count(s): ${(error as Error).message}`)
  }
}

/** Adds one to each counter, written within STATISTICS_FLUSH_MS. */
export function count(counters: readonly Counter[]) {
  if (!counters.length) return
  if (!tally.add(counters)) {
    void flushStatistics()
    tally.add(counters)
  }
  if (!timer) {
    timer = setTimeout(() => void flushStatistics(), STATISTICS_FLUSH_MS)
    timer.unref?.()
  }
}
