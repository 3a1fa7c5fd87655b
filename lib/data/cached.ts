import 'server-only'
import { unstable_cache } from 'next/cache'
import { env } from '@/lib/env'

/** Safety net only: hooks expire tags on every save, so pages are fresh long before this. */
export const SAFETY_REVALIDATE_SECONDS = 60 * 60 * 24
/** How often, while the database is failing, one failed read is tried again. */
export const RECOVERY_PROBE_MS = 5_000
const LAST_GOOD_LIMIT = 5_000

/** The last result each read returned, so a page regenerated during an outage keeps its content. */
const lastGood = new Map<string, unknown>()
/** Tags of pages rendered from `lastGood` while the database was failing; expired once it answers. */
const degradedTags = new Set<string>()
let probe: (() => Promise<unknown>) | null = null
let probeTimer: ReturnType<typeof setInterval> | null = null

function remember(key: string, value: unknown) {
  lastGood.delete(key)
  lastGood.set(key, value)
  if (lastGood.size > LAST_GOOD_LIMIT) lastGood.delete(lastGood.keys().next().value as string)
}

/** The running server's own address (the route handler that expires tags lives there). */
function ownOrigin() {
  const host = process.env.HOSTNAME && !['0.0.0.0', '::'].includes(process.env.HOSTNAME) ? process.env.HOSTNAME : '127.0.0.1'
  return `http://${host}:${process.env.PORT || 3000}`
}

/**
 * Pages regenerated from remembered data are cached as if fresh. Once the database answers
 * again, expire their tags (through POST /api/revalidate: tags can only be expired inside a
 * request) so the next visitor gets today's content.
 */
function watchForRecovery(tags: string[], read: () => Promise<unknown>) {
  for (const tag of tags) degradedTags.add(tag)
  probe = read
  if (probeTimer) return
  probeTimer = setInterval(async () => {
    try {
      await probe?.()
    } catch {
      return // still failing
    }
    if (probeTimer) clearInterval(probeTimer)
    probeTimer = null
    const pending = [...degradedTags]
    degradedTags.clear()
    for (let i = 0; i < pending.length; i += 50) {
      await fetch(`${ownOrigin()}/api/revalidate`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${env.revalidateSecret}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags: pending.slice(i, i + 50) }),
      }).catch((error: Error) => console.error(`[data] could not expire tags after recovery: ${error.message}`))
    }
    console.warn(`[data] the database answers again; expired ${pending.length} tag(s) of pages served from remembered data`)
  }, RECOVERY_PROBE_MS)
  probeTimer.unref?.()
}

/**
 * Wraps a read in Next's data cache under `tags`. When the read fails (database unreachable
 * while a page regenerates), the page is rendered from the last result this read returned, so
 * visitors keep the last good page; with nothing remembered the error propagates, and Next
 * keeps serving the previously cached page rather than caching an empty one.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: string[] | ((...args: Args) => string[]),
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const tagList = typeof tags === 'function' ? tags(...args) : tags
    const keyParts = [name, ...args.map((a) => JSON.stringify(a))]
    const key = keyParts.join('\u0000')
    try {
      const result = await unstable_cache(read, keyParts, { tags: tagList, revalidate: SAFETY_REVALIDATE_SECONDS })(...args)
      remember(key, result)
      return result
    } catch (error) {
      // Next uses thrown errors for control flow (e.g. dynamic usage during prerender); let those through.
      if (error && typeof error === 'object' && 'digest' in error) throw error
      console.error(`[data] ${name} failed: ${(error as Error).message}`)
      if (!lastGood.has(key)) throw error
      watchForRecovery(tagList, () => read(...args))
      return lastGood.get(key) as Result
    }
  }
}

/** For tests: forget remembered results and stop watching. */
export function resetCachedReads() {
  lastGood.clear()
  degradedTags.clear()
  if (probeTimer) clearInterval(probeTimer)
  probeTimer = null
  probe = null
}
