#!/usr/bin/env node
// `npm start`: migrate and seed the database, build when the code changed, then serve.
// The server is a production one, which refuses to start without its secrets: each secret the
// environment leaves unset comes from data/secrets.json, generated on the first start.
//
// What a start does is decided by scripts/start-plan.mjs from what the last one left. A first
// start compiles the site while the database is migrated and seeded, then prerenders; a start
// with the code unchanged since the last one (committed) goes straight to serving.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { childEnvironment, nodeOptionsWith } from '../lib/config/environment.mjs'
import { config } from '../lib/config/site.mjs'
import { localSecrets } from '../lib/config/local-secrets.mjs'
import { isCommitted, startPlan, startSteps } from './start-plan.mjs'

const env = childEnvironment(
  { NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: nodeOptionsWith('--no-deprecation'), PORT: String(config.port) },
  localSecrets(),
)
const distDir = config.distDir
const buildMarker = path.join(distDir, 'SOURCE_REVISION')
// Beside the database it describes (data/ is never committed).
const setUpMarker = path.join('data', 'SETUP_REVISION.json')

function sourceRevision() {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim()
    return dirty ? `${head}+dirty` : head
  } catch {
    return 'unknown'
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** The steps running now: stopping the start stops them (a supervisor's SIGTERM reaches only this process). */
const running = new Set()
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) child.kill(signal)
    if (running.size) process.exit(1)
  })

/** Runs a step to its end; a failed step stops the start. */
function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env })
    running.add(child)
    child.on('exit', () => running.delete(child))
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`)),
    )
  })
}

const revision = sourceRevision()
const databaseUrl = config.databaseUrl
const sqliteFile = databaseUrl.startsWith('file:') ? databaseUrl.slice(5) : null
const builtRevision =
  existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(buildMarker) ? readFileSync(buildMarker, 'utf8') : null
const plan = startPlan({
  revision,
  builtRevision,
  setUp: readJson(setUpMarker),
  databaseUrl,
  skipSeed: config.skipSeed,
  databaseExists: sqliteFile === null || existsSync(sqliteFile),
  rebuild: config.rebuild,
})

const STEPS = {
  'set-up': async () => {
    await run('node', ['scripts/db-setup.mjs'])
    if (isCommitted(revision))
      writeFileSync(setUpMarker, JSON.stringify({ revision, databaseUrl, skipSeed: config.skipSeed }))
  },
  build: () => run('npx', ['--no-install', 'next', 'build']),
  compile: () => run('npx', ['--no-install', 'next', 'build', '--experimental-build-mode=compile']),
  prerender: () => run('npx', ['--no-install', 'next', 'build', '--experimental-build-mode=generate']),
}

try {
  for (const group of startSteps(plan)) await Promise.all(group.map((step) => STEPS[step]()))
} catch (error) {
  console.error(`start: ${error.message}`)
  process.exit(1)
}
if (plan.build) {
  writeFileSync(buildMarker, revision)
  console.log('start: built')
}
if (!plan.setUp && !plan.build)
  console.log('start: code unchanged since the last start; serving its database and build')

const server = spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
