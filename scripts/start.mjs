#!/usr/bin/env node
// `npm start`: migrate and seed the database, build when the code changed, then serve.
// The server is a production one, which refuses to start without its secrets: each secret the
// environment leaves unset comes from data/secrets.json, generated on the first start.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { childEnvironment, nodeOptionsWith } from '../lib/config/environment.mjs'
import { config } from '../lib/config/site.mjs'
import { localSecrets } from '../lib/config/local-secrets.mjs'

const env = childEnvironment(
  { NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: nodeOptionsWith('--no-deprecation'), PORT: String(config.port) },
  localSecrets(),
)
const distDir = config.distDir
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env })

function sourceRevision() {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim()
    return dirty ? `${head}+dirty` : head
  } catch {
    return 'unknown'
  }
}

run('node', ['scripts/db-setup.mjs'])

const marker = path.join(distDir, 'SOURCE_REVISION')
const revision = sourceRevision()
const built =
  existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(marker) && readFileSync(marker, 'utf8') === revision
if (!built || revision.endsWith('+dirty') || revision === 'unknown' || config.rebuild) {
  run('npx', ['--no-install', 'next', 'build'])
  writeFileSync(marker, revision)
  console.log('start: built')
}

const server = spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
