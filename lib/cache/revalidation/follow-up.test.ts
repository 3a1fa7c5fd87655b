import type { CacheTag } from '@/lib/cache/tags'
import { BATCH_MS, followUpExpiries, RENDERS_IN_FLIGHT_MS } from './follow-up'

/** A clock and timers the test moves by hand, recording what was sent when. */
function harness() {
  let now = 1_000_000
  let pending: { at: number; run: () => void } | null = null
  const sent: { at: number; tags: CacheTag[] }[] = []
  const expireAgain = followUpExpiries(async (tags) => void sent.push({ at: now, tags: [...tags].sort() }), {
    set: (run, ms) => (pending = { at: now + ms, run }),
    clear: (timer) => {
      if (timer === pending) pending = null
    },
    now: () => now,
  })
  const advance = (ms: number) => {
    const until = now + ms
    while (pending && pending.at <= until) {
      const { at, run } = pending
      pending = null
      now = at
      run()
    }
    now = until
  }
  return { expireAgain, advance, sent, start: now }
}

const tag = (name: string) => name as CacheTag

describe('the second expiry of a save’s tags', () => {
  it('comes once, no sooner than RENDERS_IN_FLIGHT_MS after the save and within BATCH_MS of that', () => {
    const { expireAgain, advance, sent, start } = harness()
    expireAgain([tag('alerts'), tag('alerts:3')])
    advance(RENDERS_IN_FLIGHT_MS - 1)
    expect(sent).toEqual([])
    advance(BATCH_MS + 1)
    expect(sent).toHaveLength(1)
    expect(sent[0].tags).toEqual(['alerts', 'alerts:3'])
    expect(sent[0].at - start).toBeGreaterThanOrEqual(RENDERS_IN_FLIGHT_MS)
    expect(sent[0].at - start).toBeLessThanOrEqual(RENDERS_IN_FLIGHT_MS + BATCH_MS)
    advance(10 * RENDERS_IN_FLIGHT_MS)
    expect(sent).toHaveLength(1)
  })

  it('sends the saves of a burst together, each at least RENDERS_IN_FLIGHT_MS after its own save', () => {
    const { expireAgain, advance, sent, start } = harness()
    expireAgain([tag('stories'), tag('stories:a')])
    advance(BATCH_MS / 2)
    expireAgain([tag('stories'), tag('stories:b')])
    advance(10 * RENDERS_IN_FLIGHT_MS)
    expect(sent).toEqual([{ at: start + RENDERS_IN_FLIGHT_MS + BATCH_MS, tags: ['stories', 'stories:a', 'stories:b'] }])
  })

  it('holds a tag saved again until the later save’s time, and sends the others at theirs', () => {
    const { expireAgain, advance, sent, start } = harness()
    expireAgain([tag('programmes'), tag('programmes:nursing')])
    advance(RENDERS_IN_FLIGHT_MS / 2)
    expireAgain([tag('programmes'), tag('programmes:biology')])
    advance(10 * RENDERS_IN_FLIGHT_MS)
    expect(sent).toEqual([
      { at: start + RENDERS_IN_FLIGHT_MS + BATCH_MS, tags: ['programmes:nursing'] },
      {
        at: start + RENDERS_IN_FLIGHT_MS / 2 + RENDERS_IN_FLIGHT_MS + BATCH_MS,
        tags: ['programmes', 'programmes:biology'],
      },
    ])
  })

  it('keeps up with an import: 100,000 saves, each of its own tags, sent in order without a scan per save', () => {
    const { expireAgain, advance, sent, start } = harness()
    for (let i = 0; i < 100_000; i++) expireAgain([tag(`stories:${i}`)])
    advance(RENDERS_IN_FLIGHT_MS + BATCH_MS)
    expect(sent).toHaveLength(1)
    expect(sent[0].at).toBe(start + RENDERS_IN_FLIGHT_MS + BATCH_MS)
    expect(sent[0].tags).toHaveLength(100_000)
  })

  it('sends nothing for a save with no tags', () => {
    const { expireAgain, advance, sent } = harness()
    expireAgain([])
    advance(10 * RENDERS_IN_FLIGHT_MS)
    expect(sent).toEqual([])
  })
})
