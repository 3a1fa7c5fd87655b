import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { withFileLock } from './setup-lock'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('withFileLock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'setup-lock-'))

  it('lets one holder work at a time and releases the lock after', async () => {
    const lock = path.join(dir, 'a.lock')
    const events: string[] = []
    const job = (name: string) =>
      withFileLock(lock, async () => {
        events.push(`${name} start`)
        await sleep(50)
        events.push(`${name} end`)
      })
    await Promise.all([job('first'), job('second')])
    expect(events).toEqual(['first start', 'first end', 'second start', 'second end'])
    expect(existsSync(lock)).toBe(false)
  })

  it('releases the lock when the work fails', async () => {
    const lock = path.join(dir, 'b.lock')
    await expect(withFileLock(lock, async () => Promise.reject(new Error('migration failed')))).rejects.toThrow(
      'migration failed',
    )
    expect(existsSync(lock)).toBe(false)
  })

  it('takes over a lock left by a process that no longer runs', async () => {
    const lock = path.join(dir, 'c.lock')
    writeFileSync(lock, '2147483646')
    await expect(withFileLock(lock, async () => 'done', 1_000)).resolves.toBe('done')
  })

  it('gives up when a live process keeps the lock too long', async () => {
    const lock = path.join(dir, 'd.lock')
    writeFileSync(lock, String(process.pid))
    await expect(withFileLock(lock, async () => 'never', 300)).rejects.toThrow(`held by process ${process.pid}`)
  })
})
