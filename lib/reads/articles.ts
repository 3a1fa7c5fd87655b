import 'server-only'
import type { Where } from 'payload'
import { includes, recordTag, withRelations } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { findAll, stableSort, type Chunk, type Page } from './find-all'
import { toImage, type Image } from './media'
import { getPayloadClient } from './payload'
import { publishedIn, yearsWithCounts, type Paged } from './published'
import { visible } from './visible'
import type { Article as ArticleDoc } from '@/lib/cms/payload-types'
import { ARCHIVES, archiveKinds, listPageCount, type ArchivePage, type YearCount } from '@/lib/pages/archives'
import { recordPath } from '@/lib/pages/records'
import { truncate } from '@/lib/text/truncate'
import { shareOverride } from '@/lib/seo/override'
import type { ShareOverride } from '@/lib/seo/share-card'

export type ArticleCard = {
  slug: string
  title: string
  kind: 'news' | 'sports'
  cover: Image | null
  excerpt: string
  writer: string
  publishedAt: string
}
export type Article = ArticleCard & {
  paragraphs: string[]
  secondImage: Image | null
  updatedAt: string
  meta: ShareOverride
}

export type ArticleKind = ArticleCard['kind']

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

/** The newest articles, of one kind or both, as many as a page of the news list holds (spec §4). */
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
      limit: ARCHIVES.articles.pageSize,
      depth: 1,
    })
    return docs.map(toCard)
  },
)

/** One page of /news's articles, of one kind or both, of every year or one, newest first (lib/pages/archives.ts). */
export const getArticlePage = cachedRead(
  'articles:page',
  includes(withRelations('articles', 1)),
  async (page: number, kind: ArticleKind | null, year: number | null): Promise<Paged<ArticleCard>> => {
    const payload = await getPayloadClient()
    const filters: Where[] = [
      ...(kind === null ? [] : [{ kind: { equals: kind } }]),
      ...(year === null ? [] : [publishedIn(year)]),
    ]
    const where = filters.length ? { and: filters } : undefined
    const found = await payload.find({
      collection: 'articles',
      ...visible(payload, 'articles', where),
      sort: '-publishedAt',
      limit: ARCHIVES.articles.pageSize,
      page,
      depth: 1,
    })
    return { docs: found.docs.map(toCard), totalDocs: found.totalDocs, totalPages: found.totalPages }
  },
)

/** The years that have published articles (of one kind, or both), newest first, with how many. */
export const getArticleYears = cachedRead(
  'articles:years',
  includes(['articles']),
  async (kind: ArticleKind | null): Promise<YearCount[]> => {
    return yearsWithCounts(await getPayloadClient(), 'articles', kind === null ? undefined : { kind: { equals: kind } })
  },
)

/** One kind's part of a page of /news: its page n, and how many it has in all. */
export type KindPart = { kind: ArticleKind; articles: ArticleCard[]; totalDocs: number }

/** A page of /news: what it shows, how many pages its list has, and whether it shows anything (a page past the end does not). */
export type NewsPage = {
  content: { parts: KindPart[] } | { articles: ArticleCard[] }
  totalPages: number
  empty: boolean
}

/**
 * A page of /news (lib/pages/archives.ts): without a kind or a year, page n of each kind side by
 * side (spec §4: the news list and the sports list, 10 each); else page n of one kind's or one
 * year's articles.
 */
export async function getNewsPage(view: ArchivePage): Promise<NewsPage> {
  if (view.kind === null && view.year === null) {
    const kinds = archiveKinds('articles').map(({ kind }) => kind as ArticleKind)
    const pages = await Promise.all(kinds.map((kind) => getArticlePage(view.page, kind, null)))
    const parts = kinds.map((kind, i) => ({ kind, articles: pages[i].docs, totalDocs: pages[i].totalDocs }))
    return {
      content: { parts },
      totalPages: listPageCount('articles', Object.fromEntries(parts.map(({ kind, totalDocs }) => [kind, totalDocs]))),
      empty: parts.every((part) => !part.articles.length),
    }
  }
  const page = await getArticlePage(view.page, view.kind as ArticleKind | null, view.year)
  return { content: { articles: page.docs }, totalPages: page.totalPages, empty: !page.docs.length }
}

export const getArticle = cachedRead(
  'articles:detail',
  includes(withRelations('articles', 1), (slug: string) => [recordTag('articles', slug)]),
  async (slug: string): Promise<Article | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      ...visible(payload, 'articles', { slug: { equals: slug } }),
      limit: 1,
      depth: 1,
    })
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
export const getLatestArticles = cachedRead(
  'articles:latest',
  includes(withRelations('articles', 1)),
  async (count: number): Promise<ArticleCard[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      ...visible(payload, 'articles'),
      sort: '-publishedAt',
      limit: count,
      depth: 1,
    })
    return docs.map(toCard)
  },
)

/** One chunk of the articles' URLs, newest first (each chunk cached on its own, so no cache entry grows with the collection). */
const readArticleUrls = cachedRead(
  'articles:urls',
  includes(['articles']),
  async (chunk: Chunk): Promise<Page<{ url: string; lastModified: string }>> => {
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
  },
)

/** Every published article's URL and last change, newest first (the sitemap, the site search). */
export function listArticleUrls(): Promise<{ url: string; lastModified: string }[]> {
  return findAll(readArticleUrls)
}
