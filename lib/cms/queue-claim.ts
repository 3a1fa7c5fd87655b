import type { Payload, Where } from 'payload'

type UpdateJobsArgs = {
  id?: number | string
  data: Record<string, unknown>
  limit?: number
  sort?: unknown
  where?: Where
  req?: unknown
  returning?: boolean
}
type Column = unknown
type QueueTable = { id: Column; processing: Column; updatedAt: Column }
type Drizzle = {
  update: (table: QueueTable) => {
    set: (values: Record<string, unknown>) => {
      where: (w: unknown) => { returning: (r: unknown) => Promise<unknown[]> }
    }
  }
}
type Adapter = {
  updateJobs: (args: UpdateJobsArgs) => Promise<unknown[] | null>
  find: (args: Record<string, unknown>) => Promise<{ docs: { id: number | string }[] }>
  drizzle: Drizzle
  tables: Record<string, QueueTable>
}

/** Whether Payload's queue runner is claiming due tasks: "mark what matches as processing". */
export function isClaim(args: UpdateJobsArgs): boolean {
  return (
    args.id === undefined &&
    args.data?.processing === true &&
    Object.keys(args.data).every((key) => key === 'processing' || key === 'updatedAt')
  )
}

/**
 * Each due task in the queue (a row of Payload's `payload-jobs`) runs once, even with several
 * servers on one database. Payload's runner claims tasks by reading those not processing, then
 * marking them processing: two servers polling together read the same task and both run it (a
 * scheduled publish twice). Here the claim is a compare-and-set per task (UPDATE … SET processing
 * = true WHERE id = ? AND processing = false): the database lets one server win each task; the
 * others skip it. Made before Payload's own transaction reads anything, so SQLite's snapshot stays
 * valid.
 */
export function claimQueuedTasksOnce(payload: Payload) {
  const db = payload.db as unknown as Adapter
  const original = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    if (!isClaim(args)) return original(args)
    const candidates = await db.find({
      collection: 'payload-jobs',
      where: args.where,
      sort: args.sort,
      limit: args.limit,
      pagination: false,
    })
    // Loaded here: the config (and its unit tests) import this module without a database.
    const { and, eq } = await import('@payloadcms/db-sqlite/drizzle')
    const table = db.tables.payload_jobs
    const updatedAt = args.data.updatedAt ?? new Date().toISOString()
    const won: (number | string)[] = []
    for (const task of candidates.docs) {
      const rows = await db.drizzle
        .update(table)
        .set({ processing: true, updatedAt })
        .where(and(eq(table.id as never, task.id), eq(table.processing as never, false)))
        .returning({ id: table.id })
      if (rows.length) won.push(task.id)
    }
    if (!won.length) return args.returning === false ? null : []
    return original({ ...args, where: { id: { in: won } }, limit: won.length })
  }
}
