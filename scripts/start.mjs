#!/usr/bin/env node
// `npm start`: migrate and seed the database, build when the code changed, then serve.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' ') }
const distDir = env.NEXT_DIST_DIR || '.next'
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
const built = existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(marker) && readFileSync(marker, 'utf8') === revision
if (!built || revision.endsWith('+dirty') || revision === 'unknown' || process.env.REBUILD === '1') {
  run('npx', ['--no-install', 'next', 'build'])
  writeFileSync(marker, revision)
}

env.PORT = env.PORT || '3000'
const server = spawn(process.execPath, ['scripts/serve.mjs'], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
