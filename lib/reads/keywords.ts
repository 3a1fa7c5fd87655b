import 'server-only'
import type { KeywordGroup } from '@/features/site-search/query/keywords'
import { includes } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { getPayloadClient } from './payload'
import { visible } from './visible'

/** Every curated keyword group (a few hundred at most), read once and matched in memory. */
export const getKeywordGroups = cachedRead('keywords:groups', includes(['keyword-groups']), async (): Promise<KeywordGroup[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'keyword-groups',
    ...visible(payload, 'keyword-groups'),
    sort: 'keyword',
    limit: 2000,
    depth: 0,
    pagination: false,
  })
  return docs.map((d) => ({
    keyword: d.keyword,
    results: (d.results ?? []).map((r) => ({ pageName: r.pageName, pageLink: r.pageLink })),
  }))
})
