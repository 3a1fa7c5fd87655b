/**
 * A step of `npm start` (scripts/run-step.mjs): it succeeds or fails with its command's exit code,
 * and a step whose work is done before its process ends (the first compile, whose Turbopack then
 * spends seconds shutting down) is over as soon as it says so, with every process it started stopped.
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runStep } from './run-step.mjs'

jest.setTimeout(30_000)

const node = process.execPath
let dir: string
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'run-step-'))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Whether `pid` still runs: a stopped process nobody has reaped yet is a zombie (state Z) until then. */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

test('a step succeeds when its command exits with 0, and fails with its code otherwise', async () => {
  await expect(runStep(node, ['-e', 'process.exit(0)'], { stdio: 'ignore' })).resolves.toBeUndefined()
  await expect(runStep(node, ['-e', 'process.exit(3)'], { stdio: 'ignore' })).rejects.toThrow(/failed \(3\)/)
})

test('a step whose work is done is over at once, and the processes it started are stopped', async () => {
  const done = path.join(dir, 'done')
  const pids = path.join(dir, 'pids')
  // Like npx running next: a parent whose child writes the result, then both would run on for a minute.
  const child = `require('fs').writeFileSync(${JSON.stringify(done)}, ''); setTimeout(() => {}, 60000)`
  const parent = `
    const { spawn } = require('child_process')
    const c = spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'ignore' })
    require('fs').writeFileSync(${JSON.stringify(pids)}, process.pid + ' ' + c.pid)
    setTimeout(() => {}, 60000)`
  const running = new Set<{ kill: (signal: NodeJS.Signals) => void }>()
  const started = Date.now()
  const step = runStep(node, ['-e', parent], { stdio: 'ignore', running, done: () => existsSync(done) })
  expect(running.size).toBe(1)
  await step
  expect(Date.now() - started).toBeLessThan(10_000)
  const [parentPid, childPid] = readFileSync(pids, 'utf8').split(' ').map(Number)
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(alive(parentPid)).toBe(false)
  expect(alive(childPid)).toBe(false)
  expect(running.size).toBe(0)
})

test('a step that may end early still fails when its command fails first', async () => {
  await expect(
    runStep(node, ['-e', 'process.exit(2)'], { stdio: 'ignore', done: () => existsSync(path.join(dir, 'never')) }),
  ).rejects.toThrow(/failed \(2\)/)
})
