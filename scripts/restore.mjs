#!/usr/bin/env node
// `npm run restore -- <archive>`: puts back what `npm run backup` saved, into the database and
// uploads folder this environment configures (DATABASE_URL, UPLOADS_DIR: another database than the
// one backed up is fine). Refuses, before touching anything, when the archive is damaged, made for
// the other database kind or another schema version than this code's migrations, or when a server
// still uses the database; after restoring, checks every table's rows against the manifest, and
// empties the caches that hold pages and reads from before.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { config } from '../lib/config/site.mjs'
import {
  codeSchemaVersion,
  countProblems,
  fileProblems,
  FORMAT,
  MANIFEST,
  openPostgres,
  openSqlite,
  POSTGRES_FILE,
  readDatabaseFacts,
  SQLITE_FILE,
  sqlitePath,
  UPLOADS,
} from '../lib/ops/backup-archive.mjs'

/** @param {string} message */
function refuse(message) {
  console.error(`restore: ${message}\nNothing was changed.`)
  process.exit(2)
}

const archive = process.argv[2]
if (!archive || !existsSync(archive)) refuse(`give the archive to restore: npm run restore -- backups/site-….tar`)

const unpacked = mkdtempSync(path.join(os.tmpdir(), 'site-restore-'))
try {
  execFileSync('tar', ['-xf', path.resolve(archive), '-C', unpacked])
  if (!existsSync(path.join(unpacked, MANIFEST))) refuse(`${archive} holds no ${MANIFEST}: not a backup of this site`)
  /** @type {import('../lib/ops/backup-archive.mjs').Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(unpacked, MANIFEST), 'utf8'))
  if (manifest.format !== FORMAT)
    refuse(`the archive's format ${manifest.format} is not ${FORMAT}, the one this code reads`)
  const damaged = await fileProblems(unpacked, manifest.files)
  if (damaged.length) refuse(`the archive is damaged:\n- ${damaged.join('\n- ')}`)

  const kind = config.postgres ? 'postgres' : 'sqlite'
  if (manifest.database !== kind)
    refuse(`the archive holds a ${manifest.database} database and DATABASE_URL names a ${kind} one`)
  const expected = codeSchemaVersion(kind)
  if (manifest.schemaVersion !== expected)
    refuse(
      `the archive's schema is at migration ${manifest.schemaVersion || '(none)'} and this code's at ${expected}: ` +
        `restore it with the release it was made by, then upgrade with \`node scripts/db-setup.mjs\``,
    )
  await refuseWhileServed()

  if (kind === 'postgres') restorePostgres(path.join(unpacked, POSTGRES_FILE))
  else restoreSqlite(path.join(unpacked, SQLITE_FILE))
  const uploads = path.resolve(config.uploadsDir)
  if (!config.s3.bucket) {
    rmSync(uploads, { recursive: true, force: true })
    if (existsSync(path.join(unpacked, UPLOADS))) cpSync(path.join(unpacked, UPLOADS), uploads, { recursive: true })
  }
  await emptyCaches()

  const { tables } = await withDatabase((query) => readDatabaseFacts(query, kind))
  const wrong = countProblems(manifest.tables, tables)
  if (wrong.length) {
    console.error(`restore: the restored database differs from the backup:\n- ${wrong.join('\n- ')}`)
    process.exit(1)
  }
  const rows = Object.values(tables).reduce((a, b) => a + b, 0)
  console.log(
    `restore: ${archive} (made ${manifest.createdAt}) is back: ${Object.keys(tables).length} tables, ${rows} rows, ` +
      `${Object.keys(manifest.files).filter((f) => f.startsWith(`${UPLOADS}/`)).length} uploaded files; start the server.`,
  )
} finally {
  rmSync(unpacked, { recursive: true, force: true })
}

/** A server answering on this environment's port, or other sessions on the PostgreSQL database, mean it is in use. */
async function refuseWhileServed() {
  const health = await fetch(`${config.ownOrigin}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => null)
  if (health) refuse(`a server answers at ${config.ownOrigin}: stop every instance first`)
  if (config.postgres) {
    const [{ count }] = await withDatabase((query) =>
      query(
        'SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      ),
    )
    if (Number(count) > 0) refuse(`${count} other connection(s) use the database: stop every instance first`)
  }
}

/** @template T @param {(query: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>} read */
async function withDatabase(read) {
  if (config.postgres) {
    const { client, query } = await openPostgres(config.databaseUrl)
    try {
      return await read(query)
    } finally {
      await client.end()
    }
  }
  const { client, query } = await openSqlite(sqlitePath(config.databaseUrl))
  try {
    return await read(query)
  } finally {
    client.close()
  }
}

/** @param {string} dump */
function restorePostgres(dump) {
  // One transaction: a failure leaves the database as it was.
  execFileSync(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      dump,
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
}

/** @param {string} copy */
function restoreSqlite(copy) {
  const target = sqlitePath(config.databaseUrl)
  const staged = `${target}.restoring`
  cpSync(copy, staged)
  for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true })
  renameSync(staged, target)
}

/** Pages and reads cached from the database before the restore must not be served after it. */
async function emptyCaches() {
  for (const dir of [config.distDir, path.join(config.distDir, 'standalone', config.distDir)])
    rmSync(path.join(dir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  rmSync(config.lastGoodDir, { recursive: true, force: true })
  if (!config.redisUrl) return
  const { createClient } = await import('@redis/client')
  const redis = createClient({ url: config.redisUrl })
  await redis.connect()
  let removed = 0
  for await (const keys of redis.scanIterator({ MATCH: `${config.redisKeyPrefix}*`, COUNT: 500 })) {
    const batch = Array.isArray(keys) ? keys : [keys]
    if (batch.length) removed += await redis.del(batch)
  }
  await redis.quit()
  console.log(`restore: ${removed} cached entries removed from Redis`)
}
