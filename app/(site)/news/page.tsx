import { ArticleCards } from '@/components/news/ArticleCards'
import styles from '@/components/news/News.module.css'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getArticles } from '@/lib/reads/articles'
import { FEEDS, withFeed } from '@/lib/seo/feeds'

export const revalidate = 86400

export const generateMetadata = async () => withFeed(await pageMetadata('/news'), 'news')

/** Spec §4: the news list and the sports list each keep their first 10 articles. */
export default async function NewsPage() {
  const [news, sports] = await Promise.all([getArticles('news'), getArticles('sports')])
  return (
    <>
      <PageHeader title={page('/news').title} />
      <BreadcrumbJsonLd path="/news" />
      <section className="section" aria-labelledby="news-heading">
        <div className="container">
          <h2 id="news-heading">News</h2>
          <ArticleCards articles={news} headingLevel={3} eager={4} />
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="sports-heading">
        <div className="container">
          <h2 id="sports-heading">Sports</h2>
          <ArticleCards articles={sports} headingLevel={3} />
          <p className={styles.more}>
            <a href={FEEDS.news.path}>Subscribe to the news (RSS)</a>
          </p>
        </div>
      </section>
    </>
  )
}
