// A newcomer's first `npm start`: a fresh clone of the committed code (node_modules hard-linked from
// this checkout, as `npm install` would leave it), timed from the command to the first 200 on /, with
// where the time went (the start script's phases, read from its output); then a second `npm start`
// with nothing changed, which must reuse the database and the build.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { childEnvironment } from '../../lib/config/environment.mjs'
import { processes } from './processes.mjs'

export const FIRST_START_BUDGET_MS = 120_000
export const SECOND_START_BUDGET_MS = 15_000
// A machine busy with other builds can take many times an idle one's time; the bench waits that long.
const GIVE_UP_MS = 45 * 60_000

/** What `npm start` prints as it goes (its own lines, db-setup's and Next's), to time its steps by. */
const EVENTS = [
  ['CMS loaded', /db-setup: loaded/],
  ['migrated', /db-setup: migrated/],
  ['seeded', /db-setup: done/],
  ['compiled', /Compiled successfully|Build ran with "compile" mode/],
  ['compiled site served', /start: serving the compiled site/],
  ['server listening', /Ready in|Listening on/],
  ['built (pages prerendered)', /start: built/],
  ['prerendered build served', /start: serving the prerendered build/],
]
/** A start that serves its compiled site first has finished once it serves the prerendered build in its place. */
const SERVES_COMPILED = /start: serving the compiled site/
const SERVES_BUILD = /start: serving the prerendered build/

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

async function firstOk(url) {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    await res.arrayBuffer()
    return res.status === 200
  } catch {
    return false
  }
}

/** Whether nothing accepts connections on `port` (a stopped server may finish its requests first). */
function portClosed(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

/**
 * CPU time (s, user + system) used by a process and every process it started, sampled from /proc
 * every 200 ms: a step run in a process group of its own, or stopped before its parent waited for
 * it (npm start stops its first compile's group), counts as much as any other. Unlike the wall
 * time, it hardly depends on the machine's other load. Missed: a process that lives less than
 * 200 ms, and each process's last 200 ms or less (under a second in all).
 */
function cpuTracker(rootPid) {
  const ticksPerSecond = 100
  /** Every process seen to descend from the root, with the CPU ticks it had used when last seen. */
  const tracked = new Map([[rootPid, 0]])
  const sample = () => {
    const now = processes()
    for (let grew = true; grew;) {
      grew = false
      for (const [pid, { ppid }] of now)
        if (!tracked.has(pid) && tracked.has(ppid)) {
          tracked.set(pid, 0)
          grew = true
        }
    }
    for (const pid of tracked.keys()) if (now.has(pid)) tracked.set(pid, now.get(pid).ticks)
  }
  sample()
  const timer = setInterval(sample, 200)
  return {
    seconds() {
      sample()
      return [...tracked.values()].reduce((a, b) => a + b, 0) / ticksPerSecond
    },
    stop: () => clearInterval(timer),
  }
}

/** Stops the `npm start` running now, if any. */
let stopCurrent = null

/** Runs `npm start` in `dir` until / answers 200; returns the time and the phases' times, then stops it. */
async function timedStart(dir, port) {
  const started = Date.now()
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: childEnvironment({ PORT: String(port), HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const cpuUsed = cpuTracker(child.pid)
  const marks = []
  let output = ''
  const listen = (chunk) => {
    output += chunk
    for (const [name, pattern] of EVENTS)
      if (!marks.some((m) => m.name === name) && pattern.test(output)) marks.push({ name, at: Date.now() - started })
  }
  child.stdout.on('data', listen)
  child.stderr.on('data', listen)
  let exited = false
  child.on('exit', () => (exited = true))
  const stopChild = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      /* gone */
    }
  }
  stopCurrent = stopChild
  try {
    while (!(await firstOk(`http://127.0.0.1:${port}/`))) {
      if (exited) throw new Error(`npm start stopped before serving:\n${output.slice(-3000)}`)
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`no 200 on / within ${GIVE_UP_MS} ms`)
      await sleep(200)
    }
    const ms = Date.now() - started
    const cpu = cpuUsed.seconds()
    // The next start must find the finished build (and its marker), so this one is let finish.
    let done = null
    if (SERVES_COMPILED.test(output)) {
      while (!SERVES_BUILD.test(output)) {
        if (exited) throw new Error(`npm start stopped before serving its prerendered build:\n${output.slice(-3000)}`)
        if (Date.now() - started > GIVE_UP_MS) throw new Error(`no prerendered build within ${GIVE_UP_MS} ms`)
        await sleep(100)
      }
      done = { ms: Date.now() - started, cpu: cpuUsed.seconds() }
    }
    return {
      cpu,
      ms,
      done,
      marks: [...marks, { name: 'first page', at: ms }].sort((a, b) => a.at - b.at),
      output,
    }
  } finally {
    cpuUsed.stop()
    stopCurrent = null
    stopChild()
    for (let i = 0; i < 50 && !exited; i++) await sleep(100)
    // npm exits at once; the server it started may still be draining. The next start must not find it answering.
    for (let i = 0; i < 300 && !(await portClosed(port)); i++) await sleep(100)
  }
}

/**
 * Measures both starts on `port` from the checkout at `root` (its committed HEAD: commit first).
 * Leaves nothing behind.
 */
export async function measureFirstStart(root, port) {
  const revision = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  // Beside the checkout, not in /tmp: hard links need the same file system.
  const dir = mkdtempSync(path.join(path.dirname(root), '.first-start-'))
  // Stopped itself (Ctrl-C, a supervisor), the bench stops the start it runs, then removes the clone.
  const removeClone = () => {
    stopCurrent?.()
    rmSync(dir, { recursive: true, force: true })
    process.exit(1)
  }
  process.once('SIGINT', removeClone).once('SIGTERM', removeClone)
  try {
    execFileSync('git', ['clone', '--quiet', '--no-checkout', root, dir])
    execFileSync('git', ['-C', dir, 'checkout', '--quiet', '--detach', revision])
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')])
    const loadBefore = loadavg()
    const first = await timedStart(dir, port)
    const loadAfterFirst = loadavg()
    const second = await timedStart(dir, port)
    // Each start's own output, for where the time went in detail (the seed's steps, the build's).
    mkdirSync(path.join(root, 'bench/out'), { recursive: true })
    writeFileSync(path.join(root, 'bench/out/first-start-1.log'), first.output)
    writeFileSync(path.join(root, 'bench/out/first-start-2.log'), second.output)
    return {
      revision: revision.slice(0, 12),
      measured: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      load: { before: loadBefore, afterFirst: loadAfterFirst, afterSecond: loadavg() },
      first,
      second,
    }
  } finally {
    process.off('SIGINT', removeClone).off('SIGTERM', removeClone)
    rmSync(dir, { recursive: true, force: true })
  }
}

const verdict = (ms, budget) => (ms <= budget ? 'pass' : 'FAIL')

/** The start's own measure of the switch from the compiled site to the prerendered build. */
function refusedGap(output) {
  const gap = /connections refused for (\d+) ms/.exec(output)
  return gap ? `; connections were refused for ${gap[1]} ms while the two servers changed places` : ''
}

export function renderFirstStart(r) {
  const timeline = (start) => start.marks.map((m) => `${m.name} ${(m.at / 1000).toFixed(1)} s`).join(', ')
  return `## A newcomer's first start

A fresh clone of ${r.revision} (node_modules hard-linked in, as \`npm install\` leaves it), \`npm start\` timed to the first 200 on /, measured ${r.measured} on ${r.cpus} cores with Node ${r.node}; then \`npm start\` again with nothing changed.

| start | time to first page | CPU time used (user + system) | budget |
| --- | --- | --- | --- |
| first (empty database, no build) | ${(r.first.ms / 1000).toFixed(1)} s | ${r.first.cpu.toFixed(0)} s | ≤ ${FIRST_START_BUDGET_MS / 1000} s: ${verdict(r.first.ms, FIRST_START_BUDGET_MS)} |
| second (nothing changed) | ${(r.second.ms / 1000).toFixed(1)} s | ${r.second.cpu.toFixed(0)} s | ≤ ${SECOND_START_BUDGET_MS / 1000} s: ${verdict(r.second.ms, SECOND_START_BUDGET_MS)} |

When each step ended (seconds after \`npm start\`), first start: ${timeline(r.first)}; second start: ${timeline(r.second)}.${
    r.first.done
      ? ` The first start served its compiled site (every page rendered on request) until it served the prerendered build in its place, ${(r.first.done.ms / 1000).toFixed(1)} s after \`npm start\`, having used ${r.first.done.cpu.toFixed(0)} s of CPU time by then${refusedGap(r.first.output)}.`
      : ''
  }
Load average (1, 5, 15 min) before: ${r.load.before}; after the first start: ${r.load.afterFirst}; after the second: ${r.load.afterSecond}. The machine's ${r.cpus} cores are shared: a load above ${r.cpus} means other work took part of the time. The CPU time hardly depends on that load: alone on the machine a start takes about its CPU time divided by the cores it keeps busy (compiling keeps all ${r.cpus} busy, the database set-up beside it one), so at least ${(r.first.cpu / r.cpus).toFixed(0)} s for the first start.
`
}

/** Puts the section into RESULTS.md in place of the last one (or at the end). */
export function withFirstStartSection(results, section) {
  const start = results.indexOf("## A newcomer's first start")
  if (start === -1) return `${results.trimEnd()}\n\n${section}`
  const next = results.indexOf('\n## ', start + 1)
  return `${results.slice(0, start)}${section}${next === -1 ? '' : results.slice(next)}`
}

export function readResults(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return '# Benchmark results\n'
  }
}
