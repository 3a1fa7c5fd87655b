import type { CacheTag } from '@/lib/cache/tags'

/**
 * How long after a save its tags are expired once more. Next stamps a cache entry with the time it
 * is stored, not the time its render read the database: a render (or a cached read) that began
 * before a save and ends after the save's expiry is stored as fresh, and serves what the save
 * changed or deleted until its lifetime ends (a day; up to the next boundary for an alert). Seen on
 * the e2e server: an alert deleted while another spec's pages were rendering stayed on `/`. Renders
 * on a loaded 2-core server take up to a few seconds; every render in flight at the save has ended
 * by then, so the second expiry leaves only content read after the save.
 */
export const RENDERS_IN_FLIGHT_MS = 5_000

/** Tags due within this much of each other are sent in one request (a burst of saves: an import, a bulk edit). */
export const BATCH_MS = 1_000

type Timers = {
  set: (run: () => void, ms: number) => unknown
  clear: (timer: unknown) => void
  now: () => number
}

const realTimers: Timers = {
  set: (run, ms) => {
    const timer = setTimeout(run, ms)
    timer.unref?.()
    return timer
  },
  clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

/**
 * Expires each saved tag again between RENDERS_IN_FLIGHT_MS and RENDERS_IN_FLIGHT_MS + BATCH_MS after
 * its last save, through `send`: a tag saved again before then waits for the later save's time.
 */
export function followUpExpiries(send: (tags: CacheTag[]) => Promise<void>, timers: Timers = realTimers) {
  /**
   * The earliest each tag may be sent (its last save + RENDERS_IN_FLIGHT_MS), in ms since the epoch.
   * A tag saved again is moved to the end, so the map stays in order of that time and the earliest is
   * its first entry: an import's thousands of tags cost no scan per save.
   */
  const due = new Map<CacheTag, number>()
  let timer: unknown = null

  const arm = () => {
    if (timer !== null) timers.clear(timer)
    timer = null
    const earliest = due.values().next()
    if (earliest.done) return
    // As late as the earliest tag allows, so that the tags saved in the meantime go with it.
    timer = timers.set(fire, Math.max(0, earliest.value + BATCH_MS - timers.now()))
  }

  const fire = () => {
    timer = null
    const now = timers.now()
    const ready: CacheTag[] = []
    for (const [tag, at] of due) {
      if (at > now) break
      ready.push(tag)
    }
    for (const tag of ready) due.delete(tag)
    if (ready.length) void send(ready)
    arm()
  }

  return (tags: readonly CacheTag[]) => {
    if (!tags.length) return
    const at = timers.now() + RENDERS_IN_FLIGHT_MS
    for (const tag of tags) {
      due.delete(tag)
      due.set(tag, at)
    }
    arm()
  }
}
