import 'server-only'
import type { CacheTag } from '@/lib/cache/tags'
import { requestTagExpiry } from '@/lib/cache/revalidation/client'

/** How often, while the database is failing, one failed read is tried again. */
export const RECOVERY_PROBE_MS = 5_000

/** Tags of pages rendered from remembered data while the database was failing; expired once it answers. */
const degradedTags = new Set<CacheTag>()
let probe: (() => Promise<unknown>) | null = null
let probeTimer: ReturnType<typeof setInterval> | null = null

/**
 * Pages regenerated from remembered data are cached as if fresh. Once the database answers
 * again (`read`, a failed read, is tried every RECOVERY_PROBE_MS), expire their tags (through
 * the server's own POST /api/revalidate: tags can only be expired inside a request) so the next visitor gets
 * today's content.
 */
export function watchForRecovery(tags: CacheTag[], read: () => Promise<unknown>) {
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
    await requestTagExpiry(pending, 'after the database recovered')
    console.warn(
      `[data] the database answers again; expired ${pending.length} tag(s) of pages served from remembered data`,
    )
  }, RECOVERY_PROBE_MS)
  probeTimer.unref?.()
}

/** For tests: stop watching and forget the pending tags. */
export function stopWatchingForRecovery() {
  degradedTags.clear()
  if (probeTimer) clearInterval(probeTimer)
  probeTimer = null
  probe = null
}
