import 'server-only'
import { LISTED_PAGES } from '@/lib/pages'
import { MAX_KEYWORD_LENGTH, type KeywordGroup, type SearchablePage } from '@/lib/search/keywords'
import { includes } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { getPayloadClient } from './payload'
import { visible } from './visible'
import { programmeUrl } from './programmes'

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

/** The site's pages, by title and description (the page registry's listed pages). */
export function getSitePages(): SearchablePage[] {
  return LISTED_PAGES.map(({ path, title, description }) => ({ path, title, description }))
}

/**
 * Programmes and feature stories whose name/title or summary contain the text. The Local API
 * parameterises the query; the text is bounded and passed as a plain string.
 */
export const searchRecords = cachedRead('keywords:records', includes(['programmes', 'stories']), async (text: string): Promise<SearchablePage[]> => {
  const query = text.slice(0, MAX_KEYWORD_LENGTH).trim()
  if (query.length < 2) return []
  const payload = await getPayloadClient()
  const [programmes, stories] = await Promise.all([
    payload.find({
      collection: 'programmes',
      ...visible(payload, 'programmes', { name: { like: query } }),
      limit: 20,
      depth: 0,
      select: { name: true, slug: true, kind: true },
    }),
    payload.find({
      collection: 'stories',
      ...visible(payload, 'stories', { or: [{ title: { like: query } }, { summary: { like: query } }] }),
      limit: 10,
      depth: 0,
      select: { title: true, slug: true, summary: true },
    }),
  ])
  const pages: SearchablePage[] = []
  for (const p of programmes.docs) {
    const url = programmeUrl(p.kind, p.slug)
    if (url) pages.push({ path: url, title: p.name, description: '' })
  }
  for (const s of stories.docs) {
    if (s.slug) pages.push({ path: `/featurestory?article=${encodeURIComponent(s.slug)}`, title: s.title, description: s.summary ?? '' })
  }
  return pages
})
