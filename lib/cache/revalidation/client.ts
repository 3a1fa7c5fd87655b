import 'server-only'
import type { CacheTag } from '@/lib/cache/tags'
import { config } from '@/lib/config/site.mjs'
import { MAX_TAGS_PER_REQUEST } from './protocol'

/**
 * Expires tags from outside a request (a timer, a scheduled change run by the jobs queue): Next
 * expires tags only inside one, so this asks the running server's own POST /api/revalidate, as
 * an external system would, in batches of the most one request may carry.
 *
 * Never throws: every caller runs where an error would reach no one (a timer, a save already
 * made). A refusal or an unreachable server (a script run on its own, which has no cache to
 * expire either) is logged once, naming `occasion`; the pages then end with their lifetime.
 */
export async function requestTagExpiry(tags: readonly CacheTag[], occasion: string): Promise<void> {
  for (let sent = 0; sent < tags.length; sent += MAX_TAGS_PER_REQUEST) {
    try {
      await postTags(tags.slice(sent, sent + MAX_TAGS_PER_REQUEST))
    } catch (error) {
      console.error(
        `[revalidate] could not expire ${tags.length - sent} tag(s) ${occasion}: ${(error as Error).message}`,
      )
      return
    }
  }
}

async function postTags(tags: readonly CacheTag[]) {
  const response = await fetch(`${config.ownOrigin}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${config.revalidateSecret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ tags }),
  })
  if (!response.ok) throw new Error(`POST /api/revalidate answered ${response.status}`)
}
