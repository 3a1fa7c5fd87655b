#!/usr/bin/env node
// Migrates the configured database and fills it with the demo content (idempotent).
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'

mkdirSync('data', { recursive: true })
const run = (...args) =>
  execFileSync('npx', ['--no-install', 'payload', ...args], { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '--no-deprecation' } })

run('migrate')
run('run', 'lib/cms/seed/run.ts')
