import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import { config } from '../config/site.mjs'

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
  return sqliteAdapter({
    client: { url },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push,
    busyTimeout: 5000,
    wal: true,
  })
}
