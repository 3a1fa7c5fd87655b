/**
 * `npm run backup` and `npm run restore` on an SQLite database and an uploads folder of their own:
 * what the backup holds comes back, what was added after it is gone, and every refusal leaves the
 * database as it was. (e2e/operations.spec.ts backs up the running e2e site itself.)
 * @jest-environment node
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createClient } from '@libsql/client'
import { childEnvironment } from '../lib/config/environment.mjs'
import { codeSchemaVersion } from '../lib/ops/backup-archive.mjs'

jest.setTimeout(60_000)
const run = promisify(execFile)

let dir: string
let env: Record<string, string>
const dbFile = () => path.join(dir, 'site.db')
const sql = async (statement: string) => {
  const client = createClient({ url: `file:${dbFile()}` })
  try {
    return (await client.execute(statement)).rows
  } finally {
    client.close()
  }
}
const script = (name: string, ...args: string[]) =>
  run(process.execPath, [`scripts/${name}.mjs`, ...args], { env: childEnvironment(env) }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
const archiveIn = (folder: string) =>
  path.join(
    folder,
    readdirSync(folder).find((f) => f.endsWith('.tar'))!,
  )

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
  env = {
    DATABASE_URL: `file:${dbFile()}`,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    NEXT_DIST_DIR: path.join(dir, 'dist'),
    // A port nothing listens on: no server uses this database.
    PORT: '1',
  }
  await sql('CREATE TABLE payload_migrations (id integer primary key, name text)')
  await sql(`INSERT INTO payload_migrations (name) VALUES ('dev'), ('${codeSchemaVersion('sqlite')}')`)
  await sql('CREATE TABLE stories (id integer primary key, title text)')
  await sql("INSERT INTO stories (title) VALUES ('Nursing graduates'), ('Sports Day')")
  mkdirSync(path.join(dir, 'uploads', 'media'), { recursive: true })
  writeFileSync(path.join(dir, 'uploads', 'media', 'campus.webp'), 'picture bytes')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test('a backup restores what it holds, and what came after it is gone', async () => {
  const backup = await script('backup', '--out', path.join(dir, 'backups'))
  expect(backup.stderr).toBe('')
  const archive = archiveIn(path.join(dir, 'backups'))
  expect(path.basename(archive)).toMatch(/^site-\d{8}T\d{6}Z\.tar$/)

  await sql("INSERT INTO stories (title) VALUES ('Written after the backup')")
  writeFileSync(path.join(dir, 'uploads', 'media', 'later.webp'), 'later')
  mkdirSync(path.join(dir, 'dist', 'cache', 'fetch-cache'), { recursive: true })

  const restore = await script('restore', archive)
  expect(restore.code).toBe(0)
  expect(restore.stdout).toContain('is back')
  expect((await sql('SELECT title FROM stories ORDER BY id')).map((row) => row.title)).toEqual([
    'Nursing graduates',
    'Sports Day',
  ])
  expect(readdirSync(path.join(dir, 'uploads', 'media'))).toEqual(['campus.webp'])
  expect(readFileSync(path.join(dir, 'uploads', 'media', 'campus.webp'), 'utf8')).toBe('picture bytes')
  expect(readdirSync(path.join(dir, 'dist', 'cache'))).toEqual([])
})

test('the manifest counts every table and checksums every file', async () => {
  await script('backup', '--out', path.join(dir, 'backups'))
  const listing = await run('tar', ['-xOf', archiveIn(path.join(dir, 'backups')), './manifest.json'])
  const manifest = JSON.parse(listing.stdout)
  expect(manifest).toMatchObject({
    database: 'sqlite',
    schemaVersion: codeSchemaVersion('sqlite'),
    tables: { stories: 2, payload_migrations: 2 },
  })
  expect(Object.keys(manifest.files).sort()).toEqual(['database.sqlite', 'uploads/media/campus.webp'])
  expect(manifest.files['uploads/media/campus.webp']).toEqual({
    bytes: 13,
    sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
  })
})

describe('refused, with the database left as it was', () => {
  let archive: string
  beforeEach(async () => {
    await script('backup', '--out', path.join(dir, 'backups'))
    archive = archiveIn(path.join(dir, 'backups'))
    await sql("INSERT INTO stories (title) VALUES ('Still here')")
  })
  const stillThere = async () => expect((await sql('SELECT count(*) AS n FROM stories'))[0].n).toBe(3)

  test('while a server answers on this environment’s port', async () => {
    const server: Server = createServer((_, response) => response.end('{"status":"ok"}'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    env.PORT = String((server.address() as AddressInfo).port)
    env.HOSTNAME = '127.0.0.1'
    const restore = await script('restore', archive)
    server.close()
    expect(restore.code).toBe(2)
    expect(restore.stderr).toContain('a server answers at')
    await stillThere()
  })

  test('when the archive was made at another schema version', async () => {
    await sql("UPDATE payload_migrations SET name = '20200101_000000_older' WHERE name <> 'dev'")
    await script('backup', '--out', path.join(dir, 'older'))
    const restore = await script('restore', archiveIn(path.join(dir, 'older')))
    expect(restore.code).toBe(2)
    expect(restore.stderr).toContain('schema is at migration 20200101_000000_older')
    await stillThere()
  })

  test('when a file in the archive was changed', async () => {
    const unpacked = path.join(dir, 'unpacked')
    mkdirSync(unpacked)
    await run('tar', ['-xf', archive, '-C', unpacked])
    writeFileSync(path.join(unpacked, 'uploads', 'media', 'campus.webp'), 'tampered bytes')
    await run('tar', ['-cf', archive, '-C', unpacked, '.'])
    const restore = await script('restore', archive)
    expect(restore.code).toBe(2)
    expect(restore.stderr).toContain('uploads/media/campus.webp does not match its checksum')
    await stillThere()
  })

  test('when the archive is for the other database kind', async () => {
    env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none'
    const restore = await script('restore', archive)
    expect(restore.code).toBe(2)
    expect(restore.stderr).toContain('holds a sqlite database and DATABASE_URL names a postgres one')
    await stillThere()
  })
})
