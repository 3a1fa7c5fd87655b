import type { CacheTag } from '@/lib/cache/tags'
import { MAX_TAGS_PER_REQUEST } from '@/lib/cache/revalidation/protocol'
import { config } from '@/lib/config/site.mjs'

/**
 * One cache expiry for the whole import, through the running server's POST /api/revalidate (the
 * import writes with `disableRevalidate`: it runs outside the server, which holds the cache). Says
 * what happened rather than throwing: with no server up there is no cache to expire. (The server's
 * own client, lib/cache/revalidation/client.ts, is server-only; this runs under plain Node.)
 */
export async function expireAfterImport(tags: readonly CacheTag[]): Promise<string> {
  if (!tags.length) return 'nothing changed, nothing to expire'
  try {
    for (let sent = 0; sent < tags.length; sent += MAX_TAGS_PER_REQUEST) {
      const response = await fetch(`${config.ownOrigin}/api/revalidate`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.revalidateSecret}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags: tags.slice(sent, sent + MAX_TAGS_PER_REQUEST) }),
        signal: AbortSignal.timeout(15_000),
      })
      if (!response.ok)
        return `the server at ${config.ownOrigin} refused the expiry (${response.status}): pages show the import when their cache lifetime ends`
    }
    return `expired ${tags.join(', ')} on the server at ${config.ownOrigin}`
  } catch (error) {
    return `no server answered at ${config.ownOrigin} (${(error as Error).message}): skipped; a server started later reads the database afresh`
  }
}
