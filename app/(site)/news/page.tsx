import type { Metadata } from 'next'
import { ArticleCards } from '@/components/news/ArticleCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { getArticles } from '@/lib/data/articles'

export const revalidate = 86400

export const metadata: Metadata = {
  title: 'News and sports',
  description: 'The latest news and sports from the university.',
  alternates: { canonical: '/news', types: { 'application/rss+xml': '/feeds/news.xml' } },
}

export default async function NewsPage() {
  const articles = await getArticles('all')
  return (
    <>
      <PageHeader title="News and sports" />
      <section className="section">
        <div className="container">
          <ArticleCards articles={articles} />
          <p>
            <a href="/feeds/news.xml">Subscribe to the news (RSS)</a>
          </p>
        </div>
      </section>
    </>
  )
}
