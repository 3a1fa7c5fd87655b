// @ts-check
/**
 * What a backup archive is, shared by `npm run backup` (scripts/backup.mjs) and `npm run restore`
 * (scripts/restore.mjs): one tar file holding the database (`database.sqlite`, a consistent copy
 * made by SQLite's `VACUUM INTO`, or `database.dump`, `pg_dump`'s custom format), the uploads
 * (`uploads/…`) and `manifest.json`: when it was made, the database kind, the schema version (the
 * last migration applied), the rows of every table and each file's size and SHA-256. The restore
 * checks the files against the manifest before it touches anything, and the restored tables
 * against the counts after.
 *
 * Plain Node (no Payload, no TypeScript): it runs on a stopped site, beside a running one, and in
 * a container with only the standalone build.
 */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const MANIFEST = 'manifest.json'
export const SQLITE_FILE = 'database.sqlite'
export const POSTGRES_FILE = 'database.dump'
export const UPLOADS = 'uploads'
export const FORMAT = 1

/**
 * @typedef {{ format: number, createdAt: string, database: 'sqlite' | 'postgres', schemaVersion: string,
 *   tables: Record<string, number>, files: Record<string, { bytes: number, sha256: string }> }} Manifest
 */

/** @param {string} file */
export async function sha256(file) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. @param {string} dir */
export function listFiles(dir) {
  /** @type {string[]} */
  const found = []
  /** @param {string} rel */
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(child)
      else if (entry.isFile()) found.push(child)
    }
  }
  if (existsSync(dir)) walk('')
  return found.sort()
}

/** Size and checksum of every file in the staging folder but the manifest. @param {string} dir */
export async function describeFiles(dir) {
  /** @type {Manifest['files']} */
  const files = {}
  for (const rel of listFiles(dir)) {
    if (rel === MANIFEST) continue
    const file = path.join(dir, rel)
    files[rel] = { bytes: statSync(file).size, sha256: await sha256(file) }
  }
  return files
}

/**
 * What differs between the manifest's files and the unpacked folder: missing, extra, changed.
 * @param {string} dir @param {Manifest['files']} expected
 */
export async function fileProblems(dir, expected) {
  const problems = []
  const present = new Set(listFiles(dir).filter((rel) => rel !== MANIFEST))
  for (const [rel, { bytes, sha256: sum }] of Object.entries(expected)) {
    if (!present.delete(rel)) problems.push(`${rel} is missing`)
    else if (statSync(path.join(dir, rel)).size !== bytes || (await sha256(path.join(dir, rel))) !== sum)
      problems.push(`${rel} does not match its checksum`)
  }
  for (const rel of present) problems.push(`${rel} is not in the manifest`)
  return problems
}

/**
 * The schema version this code expects: the newest migration committed for the database kind.
 * @param {'sqlite' | 'postgres'} kind @param {string} root the project folder
 */
export function codeSchemaVersion(kind, root = process.cwd()) {
  const names = readdirSync(path.join(root, 'lib/cms/migrations', kind))
    .filter((name) => /^\d{8}_\d{6}_.+\.ts$/.test(name))
    .map((name) => name.slice(0, -3))
    .sort()
  return names.at(-1) ?? ''
}

/** Our tables (Payload's included), without SQLite's own. */
const SQLITE_TABLES = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
const POSTGRES_TABLES =
  "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name"
const LAST_MIGRATION = "SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1"

/** @param {string} name */
const quoted = (name) => `"${name.replaceAll('"', '""')}"`

/**
 * Rows per table and the last migration applied, read with `query` (one SQL statement → rows).
 * @param {(sql: string) => Promise<Record<string, unknown>[]>} query @param {'sqlite' | 'postgres'} kind
 */
export async function readDatabaseFacts(query, kind) {
  /** @type {Record<string, number>} */
  const tables = {}
  for (const { name } of await query(kind === 'sqlite' ? SQLITE_TABLES : POSTGRES_TABLES)) {
    const [{ count }] = await query(`SELECT count(*) AS count FROM ${quoted(String(name))}`)
    tables[String(name)] = Number(count)
  }
  const schemaVersion = tables.payload_migrations ? String((await query(LAST_MIGRATION))[0]?.name ?? '') : ''
  return { tables, schemaVersion }
}

/** Where each table's count differs from the manifest's. @param {Record<string, number>} expected @param {Record<string, number>} actual */
export function countProblems(expected, actual) {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)])
  return [...names]
    .filter((name) => expected[name] !== actual[name])
    .map((name) => `${name}: ${actual[name] ?? 'no table'} rows where the backup holds ${expected[name] ?? 'no table'}`)
}

/** An SQLite file path from a `file:` database URL, made absolute. @param {string} url */
export function sqlitePath(url) {
  return path.resolve(url.replace(/^file:/, ''))
}

/** A libsql client on an SQLite file, as Payload's adapter opens it. @param {string} file */
export async function openSqlite(file) {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: pathToFileURL(file).href })
  /** @param {string} sql */
  const query = async (sql) => (await client.execute(sql)).rows.map((row) => ({ ...row }))
  return { client, query }
}

/** A `pg` client (the one Payload's PostgreSQL adapter brings) connected to `url`. @param {string} url */
export async function openPostgres(url) {
  const { createRequire } = await import('node:module')
  const require = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-postgres'))
  const { Client } = require('pg')
  const client = new Client({ connectionString: url })
  await client.connect()
  /** @param {string} sql */
  const query = async (sql) => /** @type {Record<string, unknown>[]} */ ((await client.query(sql)).rows)
  return { client, query }
}
