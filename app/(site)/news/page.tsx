import { NewsArchive } from '@/components/news/NewsArchive'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { page } from '@/lib/pages'
import type { ArchivePage } from '@/lib/pages/archives'
import { archiveMetadata } from '@/lib/pages/page-metadata'
import { getArticleYears, getNewsPage } from '@/lib/reads/articles'
import { withFeed } from '@/lib/seo/feeds'

export const revalidate = 86400

/** The first page: the first 10 news and the first 10 sports articles (spec §4); the others, each kind's and each year's, are served by ./archive (lib/pages/archives.ts). */
const FIRST: ArchivePage = { archive: 'articles', kind: null, year: null, page: 1 }

export const generateMetadata = async () => withFeed(await archiveMetadata(FIRST), 'news')

export default async function NewsPage() {
  const [news, years] = await Promise.all([getNewsPage(FIRST), getArticleYears(null)])
  return (
    <>
      <BreadcrumbJsonLd path="/news" />
      <NewsArchive view={FIRST} listTitle={page('/news').title} news={news} years={years} />
    </>
  )
}
