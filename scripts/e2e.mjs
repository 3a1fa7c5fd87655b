#!/usr/bin/env node
// Builds the production site against a fresh, seeded test database, then runs Playwright.
// E2E_SKIP_BUILD=1 reuses the last e2e build (for a quick re-run while writing tests).
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-e2e',
  DATABASE_URL: process.env.DATABASE_URL || 'file:./data/e2e.db',
  UPLOADS_DIR: process.env.UPLOADS_DIR || 'data/e2e-uploads',
  NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${process.env.E2E_PORT || 3100}`,
  NODE_OPTIONS: '--no-deprecation',
}
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env })

if (env.DATABASE_URL.startsWith('file:')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(env.DATABASE_URL.slice(5) + suffix, { force: true })
  rmSync(env.UPLOADS_DIR, { recursive: true, force: true })
}
run('node', ['scripts/db-setup.mjs'])
if (!(process.env.E2E_SKIP_BUILD === '1' && existsSync('.next-e2e/BUILD_ID'))) run('npx', ['--no-install', 'next', 'build'])
run('npx', ['--no-install', 'playwright', 'test', ...process.argv.slice(2)])
