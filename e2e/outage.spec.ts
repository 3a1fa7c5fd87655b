/**
 * The database fails while pages regenerate: visitors keep the last good page, and once the
 * database answers again the pages catch up by themselves.
 *
 * The test starts its own server from the same build (a fresh process: nothing remembered in
 * memory, its pages come from the prerendered cache), so the outage never reaches the suite's
 * server. On SQLite it runs on a snapshot of the database and takes it away by renaming every
 * table (Payload's open connection then fails every query at once; moving or replacing the file
 * does nothing to an open connection, and a lock from another connection does not stop WAL
 * readers). On PostgreSQL it refuses every connection to the database. Its own Playwright
 * project runs it after every other spec: the two servers share the build's page cache.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { childEnvironment, isPostgresUrl } from '../lib/config/environment.mjs'
import { tooling } from '../lib/config/tooling.mjs'
import { localSecrets } from '../lib/config/local-secrets.mjs'
import { adminAuth } from './admin-api'
import { expect, test } from './fixtures'
import { expectSecurityHeaders } from './security-headers'

const { e2e } = tooling
const DATABASE_URL = e2e.databaseUrl
const POSTGRES = isPostgresUrl(DATABASE_URL)
const PORT = e2e.outagePort
const ORIGIN = `http://127.0.0.1:${PORT}`
const requireFromDb = createRequire(
  createRequire(import.meta.url).resolve(POSTGRES ? '@payloadcms/db-postgres' : '@payloadcms/db-sqlite'),
)

type SqliteDb = { exec(sql: string): void; prepare(sql: string): { all(): { name: string }[] }; close(): void }
const openSqlite = (file: string) => new (requireFromDb('libsql') as new (file: string) => SqliteDb)(file)

/** SQLite: the server runs on a snapshot of the suite's database, so a failed run leaves the suite's own intact. */
const sqliteFile = POSTGRES ? '' : path.resolve(DATABASE_URL.slice('file:'.length))
const snapshotFile = POSTGRES ? '' : sqliteFile.replace(/(\.db)?$/, '-outage.db')

function removeSnapshot() {
  for (const suffix of ['', '-wal', '-shm']) rmSync(snapshotFile + suffix, { force: true })
}

const AWAY = '__outage'

/** Takes the database away from the running server (or gives it back). */
async function databaseReachable(reachable: boolean) {
  if (!POSTGRES) {
    const db = openSqlite(snapshotFile)
    try {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all()
      // Foreign keys are left as they are written (legacy rename), so renaming back restores the schema exactly.
      db.exec('PRAGMA foreign_keys = OFF; PRAGMA legacy_alter_table = ON; BEGIN IMMEDIATE')
      for (const { name } of tables) {
        const away = name.endsWith(AWAY)
        if (!reachable && !away) db.exec(`ALTER TABLE "${name}" RENAME TO "${name}${AWAY}"`)
        if (reachable && away) db.exec(`ALTER TABLE "${name}" RENAME TO "${name.slice(0, -AWAY.length)}"`)
      }
      db.exec('COMMIT')
    } finally {
      db.close()
    }
    return
  }
  type PgClient = {
    connect(): Promise<void>
    query(sql: string, values?: unknown[]): Promise<unknown>
    end(): Promise<void>
  }
  const { Client } = requireFromDb('pg') as { Client: new (options: { connectionString: string }) => PgClient }
  const maintenance = new URL(DATABASE_URL)
  const database = decodeURIComponent(maintenance.pathname.slice(1))
  maintenance.pathname = '/postgres'
  const client = new Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    await client.query(`ALTER DATABASE "${database.replace(/"/g, '""')}" ALLOW_CONNECTIONS ${reachable}`)
    if (!reachable)
      await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      )
  } finally {
    await client.end()
  }
}

/** A server of the suite's build on its own port (and, on SQLite, its own database). */
async function startServer({
  snapshot,
}: {
  snapshot: boolean
}): Promise<{ server: ChildProcess; output: () => string }> {
  let output = ''
  if (!POSTGRES && snapshot) {
    removeSnapshot()
    const db = openSqlite(sqliteFile)
    try {
      db.exec(`VACUUM INTO '${snapshotFile.replace(/'/g, "''")}'`)
    } finally {
      db.close()
    }
  }
  const server = spawn('node', ['scripts/serve.mjs'], {
    env: childEnvironment(
      {
        NEXT_DIST_DIR: e2e.distDir,
        DATABASE_URL: POSTGRES ? DATABASE_URL : `file:${snapshotFile}`,
        UPLOADS_DIR: e2e.uploadsDir,
        NEXT_PUBLIC_SERVER_URL: ORIGIN,
        PORT: String(PORT),
        HOSTNAME: '127.0.0.1',
      },
      localSecrets(),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the outage server exited:\n${output}`)
    const up = await fetch(`${ORIGIN}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`the outage server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { server, output: () => output }
}

async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}

test.describe('database outage', () => {
  let server: ChildProcess | undefined
  let output = () => ''
  let api: APIRequestContext | undefined

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    ;({ server, output } = await startServer({ snapshot: true }))
    api = await playwrightRequest.newContext({ baseURL: ORIGIN })
  })

  test.afterAll(async () => {
    await databaseReachable(true).catch(() => {})
    await api?.dispose()
    await stopServer(server)
    if (!POSTGRES) removeSnapshot()
  })

  test('a page expired by an edit and regenerated while the database fails keeps its last good content; it is fresh again once the database is back', async ({
    page,
    visit,
  }, testInfo) => {
    test.setTimeout(120_000)
    const request = api!
    const headers = await adminAuth(request)
    const { docs } = (await (await request.get('/api/stories?limit=1&depth=0&sort=id')).json()) as {
      docs: { id: number; slug: string; title: string }[]
    }
    const story = docs[0]
    const url = `${ORIGIN}/featurestory?article=${encodeURIComponent(story.slug)}`
    const heading = page.getByRole('heading', { level: 1 })
    const main = page.getByRole('main')
    const goodTitle = `Last good title ${Date.now()}`
    const unseen = `Saved just before the outage ${Date.now()}`
    await page.addInitScript(() => window.localStorage.setItem('modalSeen', 'true'))

    try {
      // The page as visitors last had it.
      expect((await request.patch(`/api/stories/${story.id}`, { headers, data: { title: goodTitle } })).ok()).toBe(true)
      expect((await page.goto(url))?.status()).toBe(200)
      await expect(heading).toHaveText(goodTitle)

      // A restarted server remembers nothing in memory and serves the page from the cache, without reading the story.
      await stopServer(server)
      ;({ server, output } = await startServer({ snapshot: false }))
      const cached = await page.goto(url)
      expect(cached?.status()).toBe(200)
      expect(cached?.headers()['x-nextjs-cache']).toBe('HIT')
      const good = { title: (await heading.textContent())!, main: await main.innerText() }
      expect(good.title).toBe(goodTitle)
      // The server builds its search index behind its start, reading every story through the
      // cached reads the page uses: a read landing between the edit and the outage would give the
      // page the new story from the data cache, and the outage would go untested. A suggestion
      // waits for that build.
      expect((await request.get('/api/search/suggest?q=nursing', { timeout: 90_000 })).ok()).toBe(true)

      // An edit expires the page; the database fails before anyone loads it again.
      expect((await request.patch(`/api/stories/${story.id}`, { headers, data: { title: unseen } })).ok()).toBe(true)
      await databaseReachable(false)
      try {
        expect((await request.get(`/api/stories/${story.id}?depth=0`)).ok(), 'the outage reaches Payload').toBe(false)
        for (let i = 0; i < 3; i++) {
          const response = await page.goto(url)
          expect(response?.status()).toBe(200)
          await expect(heading).toHaveText(good.title)
          expect(await main.innerText(), 'the whole page, not only its heading').toBe(good.main)
          await expect(page.getByRole('contentinfo')).toBeVisible()
        }
        // Pages nobody edited are served from the cache as before.
        expect((await page.goto(`${ORIGIN}/undergrad`))?.status()).toBe(200)
        await expect(page.getByTestId('programme-grid')).toBeVisible()

        // A page nothing is known about fails for real: the error page, inside the shell.
        const failed = await visit(`${ORIGIN}/grad/not-shown-before-the-outage`, { status: 500 })
        await expect(failed.getByRole('heading', { level: 1 })).toHaveText('Something went wrong on our side')
        await expect(failed.getByRole('navigation', { name: 'Utility links' })).toBeVisible()
        await expect(failed.getByRole('navigation', { name: 'Main' })).toBeVisible()
        await expect(failed.getByRole('contentinfo')).toBeVisible()
        const wayOn = failed.getByRole('navigation', { name: 'Other pages' })
        for (const name of ['Home page', 'Search the site', 'Contact us'])
          await expect(wayOn.getByRole('link', { name })).toBeVisible()
        await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible()
        await expect(failed.locator('body')).not.toContainText(/no such table|Failed query|ECONNREFUSED/)
        const failure = await request.get('/grad/not-shown-before-the-outage')
        expect(failure.status()).toBe(500)
        expectSecurityHeaders(failure.headers(), 'the 500 page')
      } finally {
        await databaseReachable(true)
      }

      // Back: the page catches up without anyone saving again.
      await expect
        .poll(
          async () => {
            await page.goto(url)
            return heading.textContent()
          },
          { timeout: 45_000, intervals: [1_000, 2_000] },
        )
        .toBe(unseen)
    } catch (error) {
      await testInfo.attach('outage-server.log', { body: output(), contentType: 'text/plain' })
      throw error
    } finally {
      await databaseReachable(true)
      await request.patch(`/api/stories/${story.id}`, { headers, data: { title: story.title } })
    }
  })
})
