import 'server-only'
import type { CacheTag } from '@/lib/cache/tags'
import { config } from '@/lib/config/site.mjs'

/**
 * Expires tags from outside a request (a timer): Next expires tags only inside one, so this asks
 * the running server's own POST /api/revalidate, as an external system would.
 */
export async function requestTagExpiry(tags: readonly CacheTag[]) {
  for (let i = 0; i < tags.length; i += 50) {
    const response = await fetch(`${config.ownOrigin}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.revalidateSecret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags: tags.slice(i, i + 50) }),
    })
    if (!response.ok) throw new Error(`POST /api/revalidate answered ${response.status}`)
  }
}
