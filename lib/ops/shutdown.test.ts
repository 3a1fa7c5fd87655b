/**
 * The shutdown sequence (lib/ops/shutdown.mjs), on a clock of its own: not ready at once, serving
 * through the drain window, then no new connections, then requests and jobs finished, then exit.
 * @jest-environment node
 */
import { onShutdown, shutDown, shutdownSteps, type ShutdownEffects } from './shutdown.mjs'

function harness({ requestsFor = 0, jobFor = 0, jobFails = false } = {}) {
  let clock = 0
  const events: string[] = []
  const timers: { at: number; resolve: () => void }[] = []
  const sleep = (ms: number) => new Promise<void>((resolve) => timers.push({ at: clock + ms, resolve }))
  const effects: ShutdownEffects = {
    markDraining: () => events.push(`${clock}: not ready`),
    stopListening: () => events.push(`${clock}: stop listening`),
    inFlight: () => 3,
    requestsDone: async () => {
      await sleep(requestsFor)
      events.push(`${clock}: requests done`)
    },
    steps: [
      [
        'jobs',
        async (deadline) => {
          events.push(`${clock}: jobs stop polling (deadline ${deadline})`)
          await sleep(jobFor)
          if (jobFails) throw new Error('database gone')
          events.push(`${clock}: jobs done`)
        },
      ],
    ],
    sleep,
    now: () => clock,
    log: (line) => events.push(`${clock}: log ${line}`),
  }
  /** Runs the clock forward, timer by timer, until the shutdown settles. */
  const run = async (timing: { drainMs: number; timeoutMs: number }) => {
    let code: number | undefined
    const done = shutDown(effects, timing).then((c) => (code = c))
    for (let i = 0; i < 100 && code === undefined; i++) {
      await new Promise((r) => setImmediate(r))
      if (code !== undefined) break
      timers.sort((a, b) => a.at - b.at)
      const next = timers.shift()
      if (!next) continue
      clock = next.at
      next.resolve()
    }
    await done
    return { code, events }
  }
  return run
}

describe('shutDown', () => {
  it('answers not ready at once, serves through the drain window, then stops listening and waits for requests and jobs', async () => {
    const { code, events } = await harness({ requestsFor: 300, jobFor: 1200 })({ drainMs: 5000, timeoutMs: 25000 })
    expect(code).toBe(0)
    expect(events.filter((e) => !e.includes(': log '))).toEqual([
      '0: not ready',
      '0: jobs stop polling (deadline 30000)',
      '1200: jobs done',
      '5000: stop listening',
      '5300: requests done',
    ])
    expect(events.at(-1)).toBe('5300: log shutdown: done in 5300 ms')
  })

  it('gives up at the deadline and says so (exit 1)', async () => {
    const { code, events } = await harness({ requestsFor: 60_000 })({ drainMs: 1000, timeoutMs: 4000 })
    expect(code).toBe(1)
    expect(events.at(-1)).toBe(
      '5000: log shutdown: gave up waiting after 5000 ms (requests in flight: 3; unfinished: none)',
    )
  })

  it('a failing step is logged and does not hold the exit', async () => {
    const { code, events } = await harness({ jobFails: true, jobFor: 10 })({ drainMs: 0, timeoutMs: 1000 })
    expect(code).toBe(0)
    expect(events).toContain('10: log shutdown: jobs: database gone')
    expect(events).toContain('0: stop listening')
  })

  it('keeps the steps the app registers, once per name', () => {
    const step = async () => {}
    onShutdown('jobs queue', step)
    onShutdown('jobs queue', step)
    expect(shutdownSteps().filter(([name]) => name === 'jobs queue')).toHaveLength(1)
  })
})
