import 'server-only'
import { includes, recordTag, withRelations } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { findAll, stableSort, type Chunk, type Page } from './find-all'
import { toImage, type Image } from './media'
import { getPayloadClient } from './payload'
import { visible } from './visible'
import type { Article as ArticleDoc } from '@/lib/cms/payload-types'
import { recordPath } from '@/lib/pages/records'
import { truncate } from '@/lib/text/truncate'
import { shareOverride } from '@/lib/seo/override'
import type { ShareOverride } from '@/lib/seo/share-card'

export type ArticleCard = { slug: string; title: string; kind: 'news' | 'sports'; cover: Image | null; excerpt: string; writer: string; publishedAt: string }
export type Article = ArticleCard & { paragraphs: string[]; secondImage: Image | null; updatedAt: string; meta: ShareOverride }

/** Spec §4: news, sports and event lists keep only the first 10 items. */
export const ARTICLE_LIST_SIZE = 10

function toCard(a: ArticleDoc): ArticleCard {
  const first = a.paragraphs?.[0]?.text ?? ''
  return {
    slug: a.slug,
    title: a.title,
    kind: a.kind,
    cover: toImage(a.cover),
    excerpt: truncate(first, 160),
    writer: a.writer,
    publishedAt: a.publishedAt,
  }
}

export const getArticles = cachedRead(
  'articles',
  includes(withRelations('articles', 1)),
  async (kind: 'news' | 'sports' | 'all' = 'all'): Promise<ArticleCard[]> => {
    const payload = await getPayloadClient()
    const where = kind === 'all' ? undefined : { kind: { equals: kind } }
    const { docs } = await payload.find({
      collection: 'articles',
      ...visible(payload, 'articles', where),
      sort: '-publishedAt',
      limit: ARTICLE_LIST_SIZE,
      depth: 1,
    })
    return docs.map(toCard)
  },
)

export const getArticle = cachedRead(
  'articles:detail',
  includes(withRelations('articles', 1), (slug: string) => [recordTag('articles', slug)]),
  async (slug: string): Promise<Article | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'articles', ...visible(payload, 'articles', { slug: { equals: slug } }), limit: 1, depth: 1 })
    const a = docs[0]
    if (!a) return null
    return {
      ...toCard(a),
      paragraphs: (a.paragraphs ?? []).map((p) => p.text),
      secondImage: toImage(a.secondImage),
      updatedAt: a.updatedAt,
      meta: shareOverride(a.meta),
    }
  },
)

/** The newest `count` news and sports articles (the news feed; the pages a build prerenders). */
export const getLatestArticles = cachedRead('articles:latest', includes(withRelations('articles', 1)), async (count: number): Promise<ArticleCard[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'articles', ...visible(payload, 'articles'), sort: '-publishedAt', limit: count, depth: 1 })
  return docs.map(toCard)
})

/** One chunk of the articles' URLs, newest first (each chunk cached on its own, so no cache entry grows with the collection). */
const readArticleUrls = cachedRead('articles:urls', includes(['articles']), async (chunk: Chunk): Promise<Page<{ url: string; lastModified: string }>> => {
  const payload = await getPayloadClient()
  const { docs, hasNextPage } = await payload.find({
    collection: 'articles',
    ...visible(payload, 'articles'),
    sort: stableSort('-publishedAt'),
    depth: 0,
    select: { slug: true, updatedAt: true },
    ...chunk,
  })
  return { docs: docs.map((a) => ({ url: recordPath('article', a.slug), lastModified: a.updatedAt })), hasNextPage }
})

/** Every published article's URL and last change, newest first (the sitemap, the site search). */
export function listArticleUrls(): Promise<{ url: string; lastModified: string }[]> {
  return findAll(readArticleUrls)
}
