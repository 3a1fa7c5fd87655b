#!/usr/bin/env node
// Serves a production build through Next's standalone server (`output: 'standalone'`):
// puts the build's static files and public/ beside server.js (Next leaves that to the
// deployer), makes the relative data paths absolute (server.js changes its working
// directory to its own folder), then runs it. PORT and HOSTNAME choose where it listens.
// The server is a production one: it refuses to start without its secrets (lib/config/site.mjs).
import { spawn } from 'node:child_process'
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { childEnvironment } from '../lib/config/environment.mjs'
import { config, secretProblems } from '../lib/config/site.mjs'

const root = process.cwd()
const distDir = config.distDir
// `node scripts/serve.mjs [folder]`: another standalone folder than the build's own (npm start serves
// a compiled build from its own copy while the pages are prerendered into the build: scripts/start.mjs).
const standalone = path.resolve(root, process.argv[2] ?? path.join(distDir, 'standalone'))
const server = path.join(standalone, 'server.js')
if (!existsSync(server)) {
  console.error(`serve: ${server} is missing; run \`next build\` first (next.config.ts sets output: 'standalone')`)
  process.exit(1)
}
const problems = secretProblems()
if (problems.length) {
  console.error(`serve: the production server cannot start:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}

/** Copies once per build; instances started together must not trip over each other's copy. */
function place(from, to) {
  if (existsSync(to)) return
  const staging = `${to}.${process.pid}`
  cpSync(from, staging, { recursive: true })
  try {
    renameSync(staging, to)
  } catch {
    rmSync(staging, { recursive: true, force: true }) // another instance placed it first
  }
}
place(path.join(root, distDir, 'static'), path.join(standalone, distDir, 'static'))
place(path.join(root, 'public'), path.join(standalone, 'public'))
// The reads' last good results kept while prerendering (lib/resilience/last-good.ts): a page expired by a
// save can still be rendered during a database outage before this server has read it itself.
if (existsSync(path.join(root, distDir, 'last-good')))
  place(path.join(root, distDir, 'last-good'), path.join(standalone, distDir, 'last-good'))

const databaseUrl = config.databaseUrl
const env = childEnvironment({
  NEXT_DIST_DIR: distDir,
  DATABASE_URL:
    databaseUrl.startsWith('file:') && !path.isAbsolute(databaseUrl.slice(5))
      ? `file:${path.resolve(root, databaseUrl.slice(5))}`
      : databaseUrl,
  UPLOADS_DIR: path.resolve(root, config.uploadsDir),
  HOSTNAME: config.hostname,
  // Keep idle connections longer than the proxy in front does (nginx: 60 s), so a connection the
  // proxy reuses is never one Node has just closed (Node's own default is 5 s: sporadic 502s).
  KEEP_ALIVE_TIMEOUT: String(config.keepAliveTimeout),
  // SIGTERM is the request guard's (a graceful shutdown, lib/ops/shutdown.mjs), not Next's.
  NEXT_MANUAL_SIG_HANDLE: 'true',
})

const child = spawn(
  process.execPath,
  ['--import', pathToFileURL(path.join(root, 'scripts/request-guard.mjs')).href, server],
  { stdio: 'inherit', env },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
