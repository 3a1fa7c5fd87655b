#!/usr/bin/env node
// Migrates the configured database and fills it with the demo content (idempotent).
//
// Node 20 sometimes stops while loading Payload's module graph through a TypeScript loader
// (the `payload` CLI exits silently with 0; tsx exits with 13 or waits forever), leaving the
// database unmigrated. The work is idempotent, so we run it through tsx, require the
// script's own "loaded" and "done" lines, and try again when either does not come.
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { childEnvironment, nodeOptionsWith } from '../lib/config.mjs'

const LOAD_TIMEOUT_MS = 45_000
const ATTEMPTS = 8

function attempt() {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', 'tsx', 'scripts/db-setup.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      // PAYLOAD_MIGRATING: Payload's adapters leave the schema to the migrations.
      env: childEnvironment({ NODE_OPTIONS: nodeOptionsWith('--no-deprecation'), PAYLOAD_MIGRATING: 'true' }),
    })
    let output = ''
    const timer = setTimeout(() => {
      if (!output.includes('db-setup: loaded')) child.kill('SIGKILL')
    }, LOAD_TIMEOUT_MS)
    child.stdout.on('data', (chunk) => {
      output += chunk
      process.stdout.write(chunk)
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve(code === 0 && output.includes('db-setup: done'))
    })
  })
}

mkdirSync('data', { recursive: true })
for (let i = 1; i <= ATTEMPTS; i++) {
  if (await attempt()) process.exit(0)
  console.warn(`db-setup: attempt ${i} stopped before finishing; trying again`)
}
console.error(`db-setup: failed ${ATTEMPTS} times`)
process.exit(1)
