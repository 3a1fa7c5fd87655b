#!/usr/bin/env node
// `npm run backup [-- --out <folder>]`: the database and the uploads in one dated archive with a
// manifest (lib/ops/backup-archive.mjs), made while the site runs. SQLite is copied with
// `VACUUM INTO` (one consistent snapshot, readers and writers go on); PostgreSQL with `pg_dump`
// inside a transaction whose snapshot also gives the manifest's row counts, so the counts are
// those of the dump. Uploads kept in a bucket are not included (back the bucket up with its own
// versioning; the README says how).
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { config } from '../lib/config/site.mjs'
import {
  describeFiles,
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

const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } })
const staging = mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
try {
  const kind = config.postgres ? 'postgres' : 'sqlite'
  const facts = kind === 'postgres' ? await dumpPostgres() : await copySqlite()
  const uploads = path.resolve(config.uploadsDir)
  if (!config.s3.bucket && existsSync(uploads)) cpSync(uploads, path.join(staging, UPLOADS), { recursive: true })

  const createdAt = new Date()
  const manifest = {
    format: FORMAT,
    createdAt: createdAt.toISOString(),
    database: kind,
    ...facts,
    files: await describeFiles(staging),
  }
  writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + '\n')

  mkdirSync(values.out, { recursive: true })
  const stamp = manifest.createdAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
  const archive = path.resolve(values.out, `site-${stamp}.tar`)
  execFileSync('tar', ['-cf', archive, '-C', staging, '.'])
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0)
  console.log(
    `backup: ${archive}\n  ${kind} at ${manifest.schemaVersion}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
      `${Object.keys(manifest.files).filter((f) => f.startsWith(`${UPLOADS}/`)).length} uploaded files` +
      (config.s3.bucket ? ' (uploads are in a bucket: not included)' : ''),
  )
} finally {
  rmSync(staging, { recursive: true, force: true })
}

async function copySqlite() {
  const source = sqlitePath(config.databaseUrl)
  if (!existsSync(source)) throw new Error(`backup: no database at ${source}`)
  const target = path.join(staging, SQLITE_FILE)
  const live = await openSqlite(source)
  try {
    await live.query(`VACUUM INTO '${target.replaceAll("'", "''")}'`)
  } finally {
    live.client.close()
  }
  // Counted on the copy: exactly what the archive holds.
  const copy = await openSqlite(target)
  try {
    return await readDatabaseFacts(copy.query, 'sqlite')
  } finally {
    copy.client.close()
  }
}

async function dumpPostgres() {
  const { client, query } = await openPostgres(config.databaseUrl)
  try {
    await query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const [{ snapshot }] = await query('SELECT pg_export_snapshot() AS snapshot')
    const facts = await readDatabaseFacts(query, 'postgres')
    execFileSync('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot}`,
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(staging, POSTGRES_FILE)}`,
      config.databaseUrl,
    ])
    await query('COMMIT')
    return facts
  } finally {
    await client.end()
  }
}
