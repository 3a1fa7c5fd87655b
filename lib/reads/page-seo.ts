import 'server-only'
import { includes, withRelations } from '@/lib/cache/tags'
import type { ShareOverride } from '@/lib/seo/share-card'
import { shareOverride } from '@/lib/seo/override'
import { cachedRead } from './cached-read'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'

/**
 * Every static page's search and share override, by page path (few records, read once for all
 * pages; a save in the Page search and sharing collection expires `page-seo` and so every page).
 */
export const getPageOverrides = cachedRead(
  'page-seo',
  includes(withRelations('page-seo', 1)),
  async (): Promise<Record<string, ShareOverride>> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({ collection: 'page-seo', sort: stableSort(), depth: 1, ...chunk }),
    )
    return Object.fromEntries(docs.map((doc) => [doc.path, shareOverride(doc.meta)]))
  },
)
