import 'server-only'
import { includes } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { getPayloadClient } from './payload'

export type RedirectTarget = { to: string; permanent: boolean }

/** Every redirect by the internal path it answers for (lib/links/internal-path.ts). */
export const getRedirects = cachedRead(
  'redirects',
  includes(['redirects']),
  async (): Promise<Record<string, RedirectTarget>> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { fromKey: true, to: true, type: true },
    })
    const table: Record<string, RedirectTarget> = {}
    for (const doc of docs) if (doc.fromKey) table[doc.fromKey] = { to: doc.to, permanent: doc.type !== 'temporary' }
    return table
  },
)
