import 'server-only'
import type { KeywordGroup } from '@/features/site-search/query/keywords'
import { includes } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'
import { visible } from './visible'

/** Every curated keyword group, read once and matched in memory. */
export const getKeywordGroups = cachedRead(
  'keywords:groups',
  includes(['keyword-groups']),
  async (): Promise<KeywordGroup[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'keyword-groups',
        ...visible(payload, 'keyword-groups'),
        sort: stableSort('keyword'),
        depth: 0,
        ...chunk,
      }),
    )
    return docs.map((d) => ({
      keyword: d.keyword,
      results: (d.results ?? []).map((r) => ({ pageName: r.pageName, pageLink: r.pageLink })),
    }))
  },
)
