#!/usr/bin/env node
// Migrates the configured database and fills it with the demo content (idempotent).
//
// Why it may take several attempts: tsx compiles the TypeScript through Node's module hooks. On
// Node 20, 22 before 22.22.3 and 24 before 24.11.1 it can only use the hooks that run on a thread
// of their own (module.register), and loading Payload's module graph through those now and then
// deadlocks or ends the process silently, before the script's first line runs (in 12 runs on Node
// 20.20 six stopped, in 15 on 22.12 three; none in 20 on 22.23 or in 32 on 24.21, where tsx hooks
// in-thread with module.registerHooks). `engines` still admits those versions, so: migrating and
// seeding are idempotent, the script prints "loaded" and "done", and a run that does not print
// both is started again. On the newer versions the first attempt is the only one.
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { childEnvironment, nodeOptionsWith } from '../lib/config/environment.mjs'

// Loading Payload's module graph takes 5–15 s on an idle 2-core machine and several times that on a
// loaded one (cold disk, builds beside it); a stuck attempt is only the rare case above.
const LOAD_TIMEOUT_MS = 150_000
const ATTEMPTS = 8

let running = null
// Detached attempts do not hear the terminal's Ctrl-C or a supervisor's stop: pass them on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running) process.kill(-running.pid, signal)
    process.exit(1)
  })
}

function attempt() {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', 'tsx', 'scripts/db-setup.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Its own process group: npx starts tsx, which starts node; a stuck attempt is stopped whole,
      // or the node underneath would live on and migrate beside the next attempt.
      detached: true,
      // PAYLOAD_MIGRATING: Payload's adapters leave the schema to the migrations.
      env: childEnvironment({ NODE_OPTIONS: nodeOptionsWith('--no-deprecation'), PAYLOAD_MIGRATING: 'true' }),
    })
    running = child
    let output = ''
    const timer = setTimeout(() => {
      if (!output.includes('db-setup: loaded')) process.kill(-child.pid, 'SIGKILL')
    }, LOAD_TIMEOUT_MS)
    child.stdout.on('data', (chunk) => {
      output += chunk
      process.stdout.write(chunk)
    })
    child.on('exit', (code) => {
      running = null
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
