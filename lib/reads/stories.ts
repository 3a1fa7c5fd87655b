import 'server-only'
import { includes, recordTag, withRelations } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { findAll, stableSort, type Chunk, type Page } from './find-all'
import { toImage, type Image } from './media'
import { getPayloadClient } from './payload'
import { publishedIn, yearsWithCounts, type Paged } from './published'
import { visible } from './visible'
import type { Story as StoryDoc } from '@/lib/cms/payload-types'
import { ARCHIVES, type YearCount } from '@/lib/pages/archives'
import { recordPath } from '@/lib/pages/records'
import { storyExcerpt } from '@/lib/stories/excerpt'
import { truncate } from '@/lib/text/truncate'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import { shareOverride } from '@/lib/seo/override'
import type { ShareOverride } from '@/lib/seo/share-card'

export type StoryCard = {
  slug: string
  title: string
  cover: Image | null
  excerpt: string
  author: string
  publishedAt: string
}
export type Story = StoryCard & {
  summary: string
  content: StoryDoc['content']
  updatedAt: string
  meta: ShareOverride
}

function toCard(s: StoryDoc): StoryCard {
  return {
    slug: s.slug,
    title: s.title,
    cover: toImage(s.cover),
    excerpt: storyExcerpt(lexicalToPlainText(s.content)),
    author: s.author,
    publishedAt: s.publishedAt,
  }
}

/** The newest feature stories, at most `limit` (the home page's 4). */
export const getStories = cachedRead(
  'stories',
  includes(withRelations('stories', 1)),
  async (limit: number = 100): Promise<StoryCard[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'stories',
      ...visible(payload, 'stories'),
      sort: '-publishedAt',
      limit,
      depth: 1,
    })
    return docs.map(toCard)
  },
)

/** One page of /allfeaturestories, of every story or of one year's (lib/pages/archives.ts), newest first. */
export const getStoryPage = cachedRead(
  'stories:page',
  includes(withRelations('stories', 1)),
  async (page: number, year: number | null): Promise<Paged<StoryCard>> => {
    const payload = await getPayloadClient()
    const where = year === null ? undefined : publishedIn(year)
    const found = await payload.find({
      collection: 'stories',
      ...visible(payload, 'stories', where),
      sort: '-publishedAt',
      limit: ARCHIVES.stories.pageSize,
      page,
      depth: 1,
    })
    return { docs: found.docs.map(toCard), totalDocs: found.totalDocs, totalPages: found.totalPages }
  },
)

/** The years that have published stories, newest first, with how many. */
export const getStoryYears = cachedRead('stories:years', includes(['stories']), async (): Promise<YearCount[]> => {
  return yearsWithCounts(await getPayloadClient(), 'stories')
})

export const getStory = cachedRead(
  'stories:detail',
  includes(withRelations('stories', 1), (slug: string) => [recordTag('stories', slug)]),
  async (slug: string): Promise<Story | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'stories',
      ...visible(payload, 'stories', { slug: { equals: slug } }),
      limit: 1,
      depth: 1,
    })
    const s = docs[0]
    if (!s) return null
    const text = lexicalToPlainText(s.content)
    return {
      ...toCard(s),
      summary: s.summary?.trim() || truncate(text, 160),
      content: s.content,
      updatedAt: s.updatedAt,
      meta: shareOverride(s.meta),
    }
  },
)

/** One chunk of the stories' URLs, newest first (each chunk cached on its own, so no cache entry grows with the collection). */
const readStoryUrls = cachedRead(
  'stories:urls',
  includes(['stories']),
  async (chunk: Chunk): Promise<Page<{ url: string; lastModified: string }>> => {
    const payload = await getPayloadClient()
    const { docs, hasNextPage } = await payload.find({
      collection: 'stories',
      ...visible(payload, 'stories'),
      sort: stableSort('-publishedAt'),
      depth: 0,
      select: { slug: true, updatedAt: true },
      ...chunk,
    })
    return { docs: docs.map((s) => ({ url: recordPath('story', s.slug), lastModified: s.updatedAt })), hasNextPage }
  },
)

/** Every published story's URL and last change, newest first (the sitemap, the site search). */
export function listStoryUrls(): Promise<{ url: string; lastModified: string }[]> {
  return findAll(readStoryUrls)
}
