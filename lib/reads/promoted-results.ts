import 'server-only'
import { fold } from '@/features/site-search/index/fulltext'
import { includes } from '@/lib/cache/tags'
import { safeHref } from '@/lib/text/safe-href'
import { cachedRead } from './cached-read'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'

export type Promotion = { queries: string[]; links: { title: string; url: string; description: string | null }[] }

/** A query as promotions are matched: folded as the index folds words, spacing collapsed. */
const normalizeForPromotion = (text: string) => fold(text).replace(/\s+/g, ' ').trim()

/** Editors' promoted results, by normalised query. */
export const getPromotions = cachedRead(
  'search:promotions',
  includes(['promoted-results']),
  async (): Promise<Promotion[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({ collection: 'promoted-results', sort: stableSort(), depth: 0, ...chunk }),
    )
    return docs.map((d) => ({
      queries: (d.queries ?? []).map(normalizeForPromotion).filter(Boolean),
      links: (d.links ?? []).flatMap((l) => {
        const href = safeHref(l.url)
        return href ? [{ title: l.title, url: href, description: l.description || null }] : []
      }),
    }))
  },
)

/** The promoted links for one query, in editor order, without repeats. */
export async function promotedFor(query: string): Promise<Promotion['links']> {
  const q = normalizeForPromotion(query)
  if (!q) return []
  const seen = new Set<string>()
  return (await getPromotions())
    .filter((p) => p.queries.includes(q))
    .flatMap((p) => p.links)
    .filter((l) => !seen.has(l.url) && seen.add(l.url))
}
