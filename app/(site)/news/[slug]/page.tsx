import type { Metadata } from 'next'
import { ArticleShell } from '@/components/articles/ArticleShell'
import { NewsArticle } from '@/components/news/NewsArticle'
import { NotFoundPage } from '@/components/shell/NotFound'
import { PRERENDERED_RECORDS, recordList, recordPath, recordRoute } from '@/lib/pages/records'
import { followRedirect } from '@/lib/redirects/follow'
import { getArticle, getLatestArticles } from '@/lib/reads/articles'
import { getSiteSettings } from '@/lib/reads/settings'
import { withFeed } from '@/lib/seo/feeds'
import { detailMetadata, notFoundMetadata } from '@/lib/seo/detail-metadata'
import { shareImage } from '@/lib/seo/override'
import { generatedImagePath } from '@/lib/seo/share-card'
import { routeSegment } from '@/lib/text/route-segment'

export const revalidate = 86400
export const dynamicParams = true

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getLatestArticles(PRERENDERED_RECORDS)).map((a) => ({ slug: a.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const a = await getArticle(routeSegment((await params).slug))
  if (!a) return notFoundMetadata()
  const metadata = await detailMetadata({
    path: recordPath('article', a.slug),
    title: a.title,
    description: a.excerpt,
    image: shareImage(a.cover),
    generatedImage: generatedImagePath('article', a.slug),
    override: a.meta,
    article: { publishedTime: a.publishedAt, modifiedTime: a.updatedAt, authors: [a.writer] },
  })
  return withFeed(metadata, 'news')
}

export default async function ArticlePage({ params }: Props) {
  const slug = routeSegment((await params).slug)
  const [a, settings] = await Promise.all([getArticle(slug), getSiteSettings()])
  if (!a) {
    await followRedirect(recordRoute('article', slug))
    return <NotFoundPage />
  }
  const article = {
    type: 'NewsArticle' as const,
    title: a.title,
    description: a.excerpt,
    url: recordPath('article', a.slug),
    image: a.cover?.src ?? null,
    author: a.writer,
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
  }
  return (
    <ArticleShell
      article={article}
      settings={settings}
      list={{ path: recordList('articles'), label: 'All news and sports' }}
    >
      <NewsArticle article={a} />
    </ArticleShell>
  )
}
