#!/usr/bin/env node
// Fails when lib/cms/payload-types.ts is not what the collections and globals generate now (Payload
// no longer writes it on every load: lib/cms/payload.config.ts). Generates into a file of its own
// (Payload's PAYLOAD_TS_OUTPUT_PATH), so the type check running beside it never reads a half-written one.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { childEnvironment, nodeOptionsWith } from '../lib/config/environment.mjs'

const COMMITTED = 'lib/cms/payload-types.ts'
const dir = mkdtempSync(path.join(os.tmpdir(), 'payload-types-'))
const generated = path.join(dir, 'payload-types.ts')
try {
  execFileSync('npx', ['--no-install', 'payload', 'generate:types'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: childEnvironment({ PAYLOAD_TS_OUTPUT_PATH: generated, NODE_OPTIONS: nodeOptionsWith('--no-deprecation') }),
  })
  if (readFileSync(generated, 'utf8') !== readFileSync(COMMITTED, 'utf8')) {
    console.error(`${COMMITTED} is not what the collections generate: run \`npm run generate:types\` and commit it.`)
    // Not process.exit: the generated file's folder is removed below first.
    process.exitCode = 1
  } else console.log(`${COMMITTED} matches the collections.`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
