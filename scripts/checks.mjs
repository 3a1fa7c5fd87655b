#!/usr/bin/env node
// The static checks (types, lint, formatting, the CMS's generated types) at once: each is one process on one core, so on CI's
// two cores running them together takes about as long as the slowest. Each one's output is printed
// whole when it ends, and the run fails when any of them does.
import { spawn } from 'node:child_process'

const CHECKS = ['typecheck', 'lint', 'format:check', 'types:check']

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      process.stdout.write(
        `\n> ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${output}`,
      )
      resolve(code === 0)
    })
  })

const results = await Promise.all(CHECKS.map(run))
process.exit(results.every(Boolean) ? 0 : 1)
