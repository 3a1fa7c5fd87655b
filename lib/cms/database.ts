import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import type { DatabaseAdapterObj, Payload } from 'payload'
import { config } from '@/lib/config/site.mjs'

const migrationsRoot = path.resolve(process.cwd(), 'lib/cms/migrations')

/**
 * SQLite (a file under data/) unless DATABASE_URL is a postgres:// URL. The schema only
 * changes through committed migrations, applied by scripts/db-setup (under a lock) before
 * servers start, never by the servers themselves: instances booting together would race.
 * `DB_PUSH=true` lets a developer prototype fields against a throwaway database before
 * writing the migration.
 */
export function databaseAdapter() {
  const url = config.databaseUrl
  const push = config.dbPush
  if (config.postgres) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push,
    })
  }
  return withSecureDelete(
    sqliteAdapter({
      client: { url },
      migrationDir: path.join(migrationsRoot, 'sqlite'),
      push,
      busyTimeout: 5000,
      wal: true,
    }),
  )
}

type SqliteClient = { execute: (sql: string) => Promise<unknown> }

/**
 * SQLite with `secure_delete` on: a deleted row's bytes are overwritten with zeros in the pages
 * it writes, instead of staying in free space where anyone with a copy of the file could read
 * them (an erasure of someone's information requests must leave nothing: see
 * features/request-information/data-protection/flush-deleted.ts for the write-ahead log). The
 * pragma holds per connection; the adapter works on the one it opens here (like its busy_timeout):
 * libsql opens another only for a transaction, which Payload's SQLite adapter does not start
 * unless given `transactionOptions`.
 */
function withSecureDelete<T extends object>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as T & {
        connect?: (options?: { hotReload: boolean }) => Promise<void>
        client?: SqliteClient
      }
      const connect = db.connect
      db.connect = async (options) => {
        await connect?.call(db, options)
        await db.client?.execute('PRAGMA secure_delete = ON')
      }
      return db
    },
  }
}

/**
 * For scripts that write many records and can simply be run again (an import, the demo seed, the volume bench):
 * on SQLite, a commit stops waiting for the disk (`synchronous = NORMAL`: the write-ahead log is
 * flushed at each checkpoint rather than at each commit). Payload's SQLite adapter runs each
 * statement as a transaction of its own (no `transactionOptions`, see above), so one record of
 * twenty rows (its arrays, relations and version) waited for twenty flushes of the log. A crash
 * of the machine (not of the process) may lose the last commits, never the database's
 * consistency; the server keeps SQLite's default (FULL), where every commit is on disk. Only this
 * process's connection changes. Nothing to do on PostgreSQL.
 */
export async function relaxCommitsForBulkLoad(payload: Payload): Promise<void> {
  const client = (payload.db as unknown as { client?: SqliteClient }).client
  if (config.postgres || !client) return
  await client.execute('PRAGMA synchronous = NORMAL')
}
