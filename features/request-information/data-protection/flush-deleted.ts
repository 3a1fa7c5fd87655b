import type { Payload } from 'payload'

type SqliteClient = { execute: (sql: string) => Promise<unknown> }

/**
 * Leaves rows just deleted nowhere on disk. On SQLite (secure_delete on: lib/cms/database.ts) the
 * delete zeroes their bytes in the pages it appends to the write-ahead log, but the log's older
 * frames still hold the rows as they were written: the checkpoint copies the zeroed pages into the
 * database file and truncates the log. PostgreSQL keeps deleted rows until VACUUM (see the README's
 * Security section).
 */
export async function flushDeletedRows(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite') return
  await (payload.db as unknown as { client: SqliteClient }).client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
}
