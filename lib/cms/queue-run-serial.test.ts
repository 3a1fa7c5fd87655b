import type { Payload } from 'payload'
import { serialQueueRun } from './queue-run-serial'

/** A queue whose runs end when the test says, counting them. */
function fakeQueue() {
  const ends: (() => void)[] = []
  let runs = 0
  const payload = {
    jobs: {
      run: () => {
        runs++
        return new Promise<void>((resolve) => ends.push(resolve))
      },
    },
  } as unknown as Payload
  return { payload, runs: () => runs, endRun: () => ends.shift()?.() }
}

describe('a serial queue run', () => {
  it('folds every run asked for meanwhile into one more run after the one under way', async () => {
    const queue = fakeQueue()
    const run = serialQueueRun({ queue: 'mail' })
    const first = run(queue.payload)
    const second = run(queue.payload)
    const third = run(queue.payload)
    expect(second).toBe(first)
    expect(third).toBe(first)
    expect(queue.runs()).toBe(1)
    queue.endRun()
    await new Promise((resolve) => setImmediate(resolve))
    expect(queue.runs()).toBe(2)
    queue.endRun()
    await first
    expect(queue.runs()).toBe(2)
    // Idle again: the next call starts a run of its own.
    const later = run(queue.payload)
    expect(queue.runs()).toBe(3)
    queue.endRun()
    await later
  })

  it('keeps going after a failed run', async () => {
    const payload = {
      jobs: { run: jest.fn().mockResolvedValue(undefined).mockRejectedValueOnce(new Error('database away')) },
    } as unknown as Payload
    const run = serialQueueRun({ queue: 'mail' })
    await expect(run(payload)).resolves.toBeUndefined()
    await expect(run(payload)).resolves.toBeUndefined()
  })
})
