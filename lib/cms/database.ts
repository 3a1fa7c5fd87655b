import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import { env, isPostgresUrl } from '../env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const migrationsRoot = path.resolve(process.cwd(), 'lib/cms/migrations')

/**
 * SQLite (a file under data/) unless DATABASE_URL is a postgres:// URL. The schema only
 * changes through committed migrations; `DB_PUSH=true` lets a developer prototype fields
 * against a throwaway database before writing the migration.
 */
export function databaseAdapter() {
  const url = env.databaseUrl
  const push = process.env.DB_PUSH === 'true'
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      prodMigrations: postgresMigrations,
      push,
    })
  }
  return sqliteAdapter({
    client: { url },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
    push,
    busyTimeout: 5000,
    wal: true,
  })
}
