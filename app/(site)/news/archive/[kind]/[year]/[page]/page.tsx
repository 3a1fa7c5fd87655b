import type { Metadata } from 'next'
import { NewsArchive } from '@/components/news/NewsArchive'
import { NotFoundPage } from '@/components/shell/NotFound'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { page } from '@/lib/pages'
import { archiveFromRoute, archivePath, archiveTitle } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getArticleYears, getNewsPage, type ArticleKind } from '@/lib/reads/articles'
import { withFeed } from '@/lib/seo/feeds'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'

export const revalidate = 86400

type Props = { params: Promise<{ kind: string; year: string; page: string }> }

/** None at build: each page renders on its first request (proxy.ts rewrites `/news?kind=…&year=…&page=…` here) and is cached. */
export async function generateStaticParams(): Promise<Awaited<Props['params']>[]> {
  return []
}

/** The page the route names and its articles, or null when there is none (an unknown kind or year, a page past the end). */
async function read(params: Props['params']) {
  const view = archiveFromRoute('articles', await params)
  if (!view) return null
  const news = await getNewsPage(view)
  return news.empty ? null : { view, news }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await read(params)
  return found ? withFeed(await archiveMetadata(found.view), 'news') : notFoundMetadata()
}

export default async function NewsArchivePage({ params }: Props) {
  const found = await read(params)
  if (!found) return <NotFoundPage />
  const { view, news } = found
  const years = await getArticleYears(view.kind as ArticleKind | null)
  const listTitle = page('/news').title
  return (
    <>
      <BreadcrumbJsonLd path="/news" leaf={{ name: archiveTitle(view, listTitle), path: archivePath(view) }} />
      <NewsArchive view={view} listTitle={listTitle} news={news} years={years} />
    </>
  )
}
