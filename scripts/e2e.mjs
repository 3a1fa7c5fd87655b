#!/usr/bin/env node
// Builds the production site against a fresh, seeded test database, then runs Playwright.
// E2E_SKIP_BUILD=1 reuses the last e2e build (for a quick re-run while writing tests).
// The servers are production ones: secrets the environment leaves unset come from data/secrets.json.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { childEnvironment, isPostgresUrl } from '../lib/config/environment.mjs'
import { tooling } from '../lib/config/tooling.mjs'
import { localSecrets } from '../lib/config/local-secrets.mjs'

const { e2e } = tooling
const env = childEnvironment(
  {
    NEXT_DIST_DIR: '.next-e2e',
    DATABASE_URL: e2e.databaseUrl,
    UPLOADS_DIR: e2e.uploadsDir,
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${e2e.port}`,
    NODE_OPTIONS: '--no-deprecation',
  },
  localSecrets(),
)
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env })

const postgres = isPostgresUrl(env.DATABASE_URL)
rmSync(env.UPLOADS_DIR, { recursive: true, force: true })
if (postgres) {
  // Every run starts from an empty schema, as with a fresh SQLite file.
  const { Client } = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-postgres'))('pg')
  const client = new Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public')
  await client.end()
} else {
  for (const suffix of ['', '-wal', '-shm']) rmSync(env.DATABASE_URL.slice(5) + suffix, { force: true })
}

// Two set-ups at once, as when two instances start together: the second must wait for the
// first's migrations and seed, then find nothing to do.
const setup = () =>
  new Promise((resolve, reject) =>
    spawn('node', ['scripts/db-setup.mjs'], { stdio: 'inherit', env }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`db-setup exited with ${code}`)),
    ),
  )
await Promise.all([setup(), setup()])
// Next keeps its data cache (cached reads, tagged) across builds: results read from the previous
// run's database would be served as this one's, and a changed seed would not show.
for (const dir of ['.next-e2e', '.next-e2e/standalone/.next-e2e'])
  rmSync(`${dir}/cache/fetch-cache`, { recursive: true, force: true })
if (!(e2e.skipBuild && existsSync('.next-e2e/BUILD_ID'))) run('npx', ['--no-install', 'next', 'build'])
run('npx', ['--no-install', 'playwright', 'test', ...process.argv.slice(2)])
