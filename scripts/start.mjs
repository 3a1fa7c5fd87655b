#!/usr/bin/env node
// `npm start`: migrate and seed the database, build when the code changed, then serve.
// The server is a production one, which refuses to start without its secrets: each secret the
// environment leaves unset comes from data/secrets.json, generated on the first start.
//
// What a start does is decided by scripts/start-plan.mjs from what the last one left. A first
// start compiles the site while the database is migrated and seeded, then serves the compiled site
// (pages rendered on request) while it prerenders the pages into the build, and then serves the
// finished build in its place; a start with the code unchanged since the last one (committed) goes
// straight to serving.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { childEnvironment, nodeOptionsWith } from '../lib/config/environment.mjs'
import { config } from '../lib/config/site.mjs'
import { localSecrets } from '../lib/config/local-secrets.mjs'
import { isCommitted, startPlan, startSteps } from './start-plan.mjs'
import { runStep } from './run-step.mjs'

const env = childEnvironment(
  { NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: nodeOptionsWith('--no-deprecation'), PORT: String(config.port) },
  localSecrets(),
)
const distDir = config.distDir
const buildMarker = path.join(distDir, 'SOURCE_REVISION')
// Beside the database it describes (data/ is never committed).
const setUpMarker = path.join('data', 'SETUP_REVISION.json')
// The compiled site's server, moved out of the way of the prerender, which writes the build's own.
const compiledServer = path.join(distDir, 'standalone-compiled')

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

/** Runs a step to its end (scripts/run-step.mjs); a failed step stops the start. */
const run = (cmd, args, extraEnv = {}, done = null) =>
  runStep(cmd, args, { env: { ...env, ...extraEnv }, running, done })

/**
 * Written by the compile after everything the compiled site's server needs (its standalone folder
 * last), just before Turbopack shuts down: several seconds of both cores spent on a cache that the
 * first compile does not keep (QUICK_COMPILE). It waits for nothing else, so that compile ends there.
 * Another version of Next that wrote it elsewhere or not at all would only wait for the exit again.
 */
const compileFinished = path.join(distDir, 'diagnostics', 'route-bundle-stats.json')

/** Where this machine reaches the server. */
const localHost = ['0.0.0.0', '::'].includes(config.hostname) ? 'localhost' : config.hostname

/** Resolves once the server accepts connections. */
async function listening() {
  const host = localHost
  for (;;) {
    const accepted = await new Promise((resolve) => {
      const socket = net.connect({ port: config.port, host })
      const answer = (/** @type {boolean} */ yes) => {
        socket.destroy()
        resolve(yes)
      }
      socket.once('connect', () => answer(true))
      socket.once('error', () => answer(false))
      socket.setTimeout(1000, () => answer(false))
    })
    if (accepted) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
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

/** Starts the production server on `standalone` (the build's own when not given). */
function serve(standalone, extraEnv = {}) {
  const args = ['scripts/serve.mjs', ...(standalone ? [standalone] : [])]
  return spawn(process.execPath, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
}

/** The compiled site's server while the pages are prerendered, if it runs. */
let compiledSite = null

const STEPS = {
  'set-up': async () => {
    await run('node', ['scripts/db-setup.mjs'])
    if (isCommitted(revision))
      writeFileSync(setUpMarker, JSON.stringify({ revision, databaseUrl, skipSeed: config.skipSeed }))
  },
  build: () => run('npx', ['--no-install', 'next', 'build']),
  compile: () => {
    if (!plan.quickCompile) return run('npx', ['--no-install', 'next', 'build', '--experimental-build-mode=compile'])
    // Left by an earlier build that stopped half way, it would end this one before it began.
    rmSync(compileFinished, { force: true })
    return run(
      'npx',
      ['--no-install', 'next', 'build', '--experimental-build-mode=compile'],
      { QUICK_COMPILE: '1' },
      () => existsSync(compileFinished),
    )
  },
  'serve-compiled': async () => {
    rmSync(compiledServer, { recursive: true, force: true })
    renameSync(path.join(distDir, 'standalone'), compiledServer)
    console.log('start: serving the compiled site (pages rendered on request) while its pages are prerendered')
    // Nothing balances in front of it: once told to stop, it stops listening at once. Its search
    // index would read every page, each rendered on request: the finished build's server builds it.
    const server = serve(compiledServer, { SHUTDOWN_DRAIN_MS: '0', SEARCH_INDEX_AT_START: '0' })
    compiledSite = server
    running.add(server)
    server.on('exit', (code, signal) => {
      running.delete(server)
      if (compiledSite !== server) return
      console.error(`start: the compiled site's server stopped (${signal ?? code})`)
      process.exit(1)
    })
    // Listening, it has placed its copy of the build's static files (scripts/serve.mjs): the
    // precompressed copies written into the build from now on are not half copied into it.
    await listening()
    // The first page loads the most code: rendered before the prerender starts, it does not wait
    // for the cores the prerender keeps busy.
    await fetch(`http://${localHost}:${config.port}/`, { signal: AbortSignal.timeout(60_000) })
      .then((response) => response.arrayBuffer())
      .catch(() => {})
  },
  prerender: () => run('npx', ['--no-install', 'next', 'build', '--experimental-build-mode=generate']),
  precompress: () => run('node', ['scripts/precompress.mjs']),
}

try {
  for (const group of startSteps(plan)) await Promise.all(group.map((step) => STEPS[step]()))
} catch (error) {
  console.error(`start: ${error.message}`)
  for (const child of running) child.kill('SIGTERM')
  process.exit(1)
}
if (plan.build) {
  writeFileSync(buildMarker, revision)
  console.log('start: built')
}
if (!plan.setUp && !plan.build)
  console.log('start: code unchanged since the last start; serving its database and build')

/**
 * Starts the finished build's server in place of the compiled site's: loaded, it stops the other
 * and listens as soon as the port is free (REPLACES_PID, lib/ops/take-over-port.mjs).
 */
function replaceCompiledSite() {
  const previous = compiledSite
  compiledSite = null
  const server = serve(undefined, { REPLACES_PID: String(previous.pid) })
  // Until the compiled site's server has gone, stopping the start stops both.
  running.add(server)
  server.once('exit', () => previous.kill('SIGTERM'))
  previous.once('exit', () => {
    running.delete(server)
    rmSync(compiledServer, { recursive: true, force: true })
    void listening().then(() => console.log('start: serving the prerendered build'))
  })
  return server
}

const server = compiledSite ? replaceCompiledSite() : serve()
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
