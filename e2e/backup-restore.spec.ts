/**
 * Backups that have been seen to restore (issue 34 item 6): `npm run backup` of the running e2e
 * site (SQLite or PostgreSQL, whichever the suite runs on), content added after it, the archive
 * restored into another database, and what the manifest lists is there and the later content is
 * not; restoring over the database the running server uses is refused.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { childEnvironment, isPostgresUrl } from '../lib/config/environment.mjs'
import { openPostgres, openSqlite, readDatabaseFacts } from '../lib/ops/backup-archive.mjs'
import { tooling } from '../lib/config/tooling.mjs'
import { adminAuth, EDITOR } from './admin-api'
import { expect, test } from './fixtures'

const run = promisify(execFile)
const { e2e } = tooling
const postgres = isPostgresUrl(e2e.databaseUrl)
const live = {
  DATABASE_URL: e2e.databaseUrl,
  UPLOADS_DIR: e2e.uploadsDir,
  PORT: String(e2e.port),
  HOSTNAME: '127.0.0.1',
}
const script = (name: string, args: string[], vars: Record<string, string>) =>
  run(process.execPath, [`scripts/${name}.mjs`, ...args], { env: childEnvironment(vars) }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )

test('a backup of the running site restores into another database, without what came after it', async ({ request }) => {
  test.slow()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-backup-'))
  const headers = await adminAuth(request, EDITOR)
  const scratchDb = `site_restore_${process.pid}`
  const target = postgres
    ? e2e.databaseUrl.replace(/\/[^/?]+(\?|$)/, `/${scratchDb}$1`)
    : `file:${path.join(dir, 'restored.db')}`
  // Other specs add and remove records while this runs: the known figures are two records of its own,
  // promoted results for queries nobody else makes, one saved before the backup and one after.
  const made: number[] = []
  const promote = async (when: string) => {
    const response = await request.post('/api/promoted-results', {
      headers,
      data: {
        name: `Restore check ${when}`,
        queries: [`restore check ${when} ${process.pid}`],
        links: [{ title: when, url: '/tuitionfees' }],
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    const { id } = ((await response.json()) as { doc: { id: number } }).doc
    made.push(id)
    return id
  }
  try {
    const before = await promote('before')
    const backup = await script('backup', ['--out', path.join(dir, 'backups')], live)
    expect(backup.code, backup.stderr).toBe(0)
    const archive = path.join(dir, 'backups', readdirSync(path.join(dir, 'backups'))[0])
    const { stdout } = await run('tar', ['-xOf', archive, './manifest.json'])
    const manifest = JSON.parse(stdout) as { tables: Record<string, number>; files: Record<string, unknown> }
    expect(manifest.tables.stories).toBeGreaterThan(0)
    const uploads = Object.keys(manifest.files).filter((file) => file.startsWith('uploads/'))
    expect(uploads.length).toBeGreaterThan(0)

    const later = await promote('after')

    const refused = await script('restore', [archive], live)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('a server answers at')

    if (postgres) {
      const admin = await openPostgres(e2e.databaseUrl)
      await admin.query(`CREATE DATABASE ${scratchDb}`)
      await admin.client.end()
    }
    const restoredUploads = path.join(dir, 'restored-uploads')
    const restore = await script('restore', [archive], {
      DATABASE_URL: target,
      UPLOADS_DIR: restoredUploads,
      PORT: '1',
      NEXT_DIST_DIR: path.join(dir, 'dist'),
    })
    expect(restore.code, restore.stderr).toBe(0)

    const db = postgres ? await openPostgres(target) : await openSqlite(target.slice(5))
    try {
      const { tables } = await readDatabaseFacts(db.query, postgres ? 'postgres' : 'sqlite')
      expect(tables).toEqual(manifest.tables)
      const restored = await db.query(`SELECT id FROM promoted_results WHERE id IN (${before}, ${later})`)
      expect(restored.map((row) => Number(row.id))).toEqual([before])
    } finally {
      if ('end' in db.client) await db.client.end()
      else db.client.close()
    }
    expect(
      readdirSync(restoredUploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()),
    ).toHaveLength(uploads.length)
  } finally {
    for (const id of made) await request.delete(`/api/promoted-results/${id}`, { headers })
    if (postgres) {
      const admin = await openPostgres(e2e.databaseUrl)
      await admin.query(`DROP DATABASE IF EXISTS ${scratchDb}`)
      await admin.client.end()
    }
    rmSync(dir, { recursive: true, force: true })
  }
})
