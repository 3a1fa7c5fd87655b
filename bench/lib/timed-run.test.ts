import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { timedRun } from './timed-run.mjs'

describe('a command run with its output timed', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'timed-run-'))
  beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true))
  afterEach(() => jest.restoreAllMocks())

  it('returns each line with when it arrived, keeps the output in the log and says how it ended', async () => {
    const logFile = path.join(dir, 'ok.log')
    const script =
      "console.log('first'); console.error('warned'); setTimeout(() => { process.stdout.write('second\\nlast'); process.exit(3) }, 300)"
    const tracked: unknown[] = []
    const run = await timedRun(process.execPath, ['-e', script], {
      logFile,
      env: {},
      track: (child: unknown) => {
        tracked.push(child)
        return () => tracked.pop()
      },
    })
    expect(run.code).toBe(3)
    expect(run.lines.map((l: { text: string }) => l.text)).toEqual(['first', 'warned', 'second', 'last'])
    const at = Object.fromEntries(run.lines.map((l: { text: string; at: number }) => [l.text, l.at]))
    expect(at.second - at.first).toBeGreaterThanOrEqual(0.2)
    expect(run.seconds).toBeGreaterThanOrEqual(at.last)
    expect(readFileSync(logFile, 'utf8')).toContain('first\n')
    expect(readFileSync(logFile, 'utf8')).toContain('second\nlast')
    expect(tracked).toEqual([])
  })

  it('stops a command that outlives its time', async () => {
    const run = await timedRun(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
      logFile: path.join(dir, 'slow.log'),
      env: {},
      timeoutMs: 300,
    })
    expect(run.code).toBe('SIGKILL')
  })
})
