/**
 * The database becomes unreachable while pages regenerate: visitors keep the last good page,
 * and once the database answers again the pages catch up by themselves.
 *
 * Runs in its own Playwright project after every other spec (it takes the database away from
 * the whole server), and on PostgreSQL, where an outage can be made without stopping the
 * server: .ci/run runs the browser suite on PostgreSQL after SQLite.
 */
import { createRequire } from 'node:module'
import { adminAuth } from './admin-api'
import { expect, test } from './fixtures'

const DATABASE_URL = process.env.DATABASE_URL ?? ''

type PgClient = { connect(): Promise<void>; query(sql: string, values?: unknown[]): Promise<unknown>; end(): Promise<void> }

/** Refuses (or allows again) every connection to the site's database, closing the open ones. */
async function databaseReachable(reachable: boolean) {
  const require = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-postgres'))
  const { Client } = require('pg') as { Client: new (options: { connectionString: string }) => PgClient }
  const maintenance = new URL(DATABASE_URL)
  const database = decodeURIComponent(maintenance.pathname.slice(1))
  maintenance.pathname = '/postgres'
  const client = new Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    await client.query(`ALTER DATABASE "${database.replace(/"/g, '""')}" ALLOW_CONNECTIONS ${reachable}`)
    if (!reachable) await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database])
  } finally {
    await client.end()
  }
}

test.describe('database outage', () => {
  test.skip(!/^postgres(ql)?:\/\//.test(DATABASE_URL), 'needs PostgreSQL (the CI runs the suite on it too)')

  test('a page regenerated while the database is unreachable keeps its last good content, and is fresh again once it is back', async ({ page, request }) => {
    test.setTimeout(120_000)
    const headers = await adminAuth(request)
    const { docs } = (await (await request.get('/api/stories?limit=1&depth=0&sort=id')).json()) as { docs: { id: number; slug: string; title: string }[] }
    const story = docs[0]
    const url = `/featurestory?article=${encodeURIComponent(story.slug)}`
    const heading = page.getByRole('heading', { level: 1 })
    const good = `Last good title ${Date.now()}`
    const unseen = `Saved just before the outage ${Date.now()}`
    await page.addInitScript(() => window.localStorage.setItem('modalSeen', 'true'))

    try {
      // The page as visitors last had it.
      expect((await request.patch(`/api/stories/${story.id}`, { headers, data: { title: good } })).ok()).toBe(true)
      await page.goto(url)
      await expect(heading).toHaveText(good)

      // An edit expires the page; the database goes away before anyone loads it again.
      expect((await request.patch(`/api/stories/${story.id}`, { headers, data: { title: unseen } })).ok()).toBe(true)
      await databaseReachable(false)
      try {
        for (let i = 0; i < 3; i++) {
          const response = await page.goto(url)
          expect(response?.status()).toBe(200)
          await expect(heading).toHaveText(good)
          await expect(page.getByRole('contentinfo')).toBeVisible()
        }
        // Pages nobody edited are served from the cache as before.
        expect((await page.goto('/undergrad'))?.status()).toBe(200)
        await expect(page.getByTestId('programme-grid')).toBeVisible()
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
    } finally {
      await databaseReachable(true)
      await request.patch(`/api/stories/${story.id}`, { headers, data: { title: story.title } })
    }
  })
})
