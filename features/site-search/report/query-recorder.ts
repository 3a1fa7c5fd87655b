import 'server-only'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { getPayloadClient } from '@/lib/reads/payload'
import { AddressGate } from './address-gate'
import { QueryTally, queryForLog } from './query-log'

/** How often counted searches are written: one upsert per distinct query per interval and instance. */
export const QUERY_FLUSH_MS = 15_000

const tally = new QueryTally()
const gate = new AddressGate()
let timer: ReturnType<typeof setTimeout> | null = null

type Column = unknown
type QueriesTable = {
  query: Column
  searches: Column
  misses: Column
  lastSearched: Column
  updatedAt: Column
  createdAt: Column
}
type Insert = {
  values: (v: Record<string, unknown>) => {
    onConflictDoUpdate: (c: { target: Column; set: Record<string, unknown> }) => Promise<unknown>
  }
}
type Drizzle = { insert: (table: unknown) => Insert }

/**
 * Writes the counts: INSERT … ON CONFLICT (query) DO UPDATE SET searches = searches + n, so
 * instances writing the same query at once add up instead of overwriting (SQLite and PostgreSQL,
 * through the adapter's own drizzle instance and table).
 */
async function flush() {
  timer = null
  const entries = tally.take()
  if (!entries.length) return
  try {
    const payload = await getPayloadClient()
    const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, QueriesTable> }
    const table = db.tables.search_queries
    // Dates to the day only: the report says how often, never when one visitor searched.
    const now = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`
    for (const [query, { searches, misses }] of entries) {
      await db.drizzle
        .insert(table)
        .values({ query, searches, misses, lastSearched: now, updatedAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: table.query,
          set: {
            searches: sql`${table.searches} + ${searches}`,
            misses: sql`${table.misses} + ${misses}`,
            lastSearched: now,
            updatedAt: now,
          },
        })
    }
  } catch (error) {
    // Counts are a convenience: never fail a search over them (and never log the queries).
    console.warn(`[search] could not write ${entries.length} query count(s): ${(error as Error).message}`)
  }
}

/**
 * Counts one visitor search for the editors' report (nothing personal is kept: see queryForLog),
 * once per client address and day, and only so many queries per address (AddressGate).
 */
export function recordSearch(rawQuery: string, found: boolean, address: string) {
  const query = queryForLog(rawQuery)
  if (!query || !gate.admit(address, query)) return
  if (!tally.add(query, found)) {
    void flush()
    tally.add(query, found)
  }
  if (!timer) {
    timer = setTimeout(() => void flush(), QUERY_FLUSH_MS)
    timer.unref?.()
  }
}
