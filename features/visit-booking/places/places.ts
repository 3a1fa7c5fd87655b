import type { Payload } from 'payload'

// The adapter's own drizzle instance and tables (SQLite or PostgreSQL: the builders are the same).
type Table = Record<string, unknown>
type Returning = { returning: (fields: unknown) => Promise<Record<string, unknown>[]> }
type Drizzle = {
  insert: (table: Table) => { values: (v: unknown) => { onConflictDoNothing: () => Promise<unknown> } }
  update: (table: Table) => { set: (v: unknown) => { where: (w: unknown) => Returning } }
  select: (fields: unknown) => { from: (t: Table) => { where: (w: unknown) => Promise<Record<string, unknown>[]> } }
}

async function adapter(payload: Payload) {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table> }
  // Loaded here: the collections (and their unit tests) import this module without a database.
  const ops = await import('@payloadcms/db-sqlite/drizzle')
  return { ...ops, drizzle: db.drizzle, places: db.tables.visit_places, bookings: db.tables.visit_bookings }
}

const col = (table: Table, name: string) => table[name] as never

/**
 * Takes `guests` places of an event if they are free, in one conditional UPDATE (`taken + guests
 * <= capacity`): the database decides, row by row, so of any number of bookings at once exactly as
 * many win as there are places (SQLite runs one write at a time; PostgreSQL re-checks the condition
 * on the row it waited for). Returns whether the places were taken.
 */
export async function takePlaces(payload: Payload, event: number, guests: number, capacity: number) {
  const { drizzle, places, and, eq, sql } = await adapter(payload)
  const now = new Date().toISOString()
  await drizzle.insert(places).values({ event, taken: 0, updatedAt: now, createdAt: now }).onConflictDoNothing()
  const rows = await drizzle
    .update(places)
    .set({ taken: sql`${col(places, 'taken')} + ${guests}`, updatedAt: now })
    .where(and(eq(col(places, 'event'), event), sql`${col(places, 'taken')} + ${guests} <= ${capacity}`))
    .returning({ taken: col(places, 'taken') })
  return rows.length === 1
}

/** Gives `guests` places of an event back (a cancelled booking). */
export async function releasePlaces(payload: Payload, event: number, guests: number) {
  const { drizzle, places, eq, sql } = await adapter(payload)
  await drizzle
    .update(places)
    .set({
      taken: sql`case when ${col(places, 'taken')} > ${guests} then ${col(places, 'taken')} - ${guests} else 0 end`,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(col(places, 'event'), event))
    .returning({ taken: col(places, 'taken') })
}

/** The places an event's confirmed bookings take now (not cached: it changes with every booking). */
export async function placesTaken(payload: Payload, event: number): Promise<number> {
  const { drizzle, places, eq } = await adapter(payload)
  const [row] = await drizzle
    .select({ taken: col(places, 'taken') })
    .from(places)
    .where(eq(col(places, 'event'), event))
  return Number(row?.taken ?? 0)
}

export type BookingStatus = 'confirmed' | 'waiting' | 'cancelled'

/**
 * Moves a booking from one status to another only if it is still in the first (compare and set),
 * so a cancel sent twice, or a cancel racing the offer of a freed place, acts once.
 */
export async function moveBooking(
  payload: Payload,
  id: number,
  from: BookingStatus,
  to: BookingStatus,
  at: Partial<Record<'cancelledAt' | 'offeredAt', string>> = {},
): Promise<boolean> {
  const { drizzle, bookings, and, eq } = await adapter(payload)
  const rows = await drizzle
    .update(bookings)
    .set({ status: to, updatedAt: new Date().toISOString(), ...at })
    .where(and(eq(col(bookings, 'id'), id), eq(col(bookings, 'status'), from)))
    .returning({ id: col(bookings, 'id') })
  return rows.length === 1
}
