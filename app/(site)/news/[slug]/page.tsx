import type { Metadata } from 'next'
import { formatDate } from '@/lib/text/dates'
import Image from 'next/image'
import styles from '@/components/news/News.module.css'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { NotFoundPage } from '@/components/shell/NotFound'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { getArticle, getArticles } from '@/lib/reads/articles'
import { getSiteSettings } from '@/lib/reads/settings'
import { config } from '@/lib/config.mjs'
import { recordPath, recordRoute } from '@/lib/pages/records'
import { articleJsonLd } from '@/lib/stories/jsonld'
import { withFeed } from '@/lib/seo/feeds'
import { detailMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import { shareImage } from '@/lib/seo/override'
import { generatedImagePath } from '@/lib/seo/share-card'
import { routeSegment } from '@/lib/text/route-segment'
import { PageLink } from '@/components/ui/PageLink'
import { followRedirect } from '@/lib/redirects/follow'

export const revalidate = 86400

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getArticles('all')).map((a) => ({ slug: a.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const a = await getArticle(routeSegment(slug))
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
  const { slug } = await params
  const [a, settings] = await Promise.all([getArticle(routeSegment(slug)), getSiteSettings()])
  if (!a) {
    await followRedirect(recordRoute('article', routeSegment(slug)))
    return <NotFoundPage />
  }
  const url = recordPath('article', a.slug)
  return (
    <>
      <JsonLd
        data={articleJsonLd(
          {
            type: 'NewsArticle',
            title: a.title,
            description: a.excerpt,
            url,
            image: a.cover?.src ?? null,
            author: a.writer,
            datePublished: a.publishedAt,
            dateModified: a.updatedAt,
          },
          settings,
          config.serverUrl,
        )}
      />
      <BreadcrumbJsonLd path="/news" leaf={{ name: a.title, path: url }} />
      <PageHeader title={a.title} />
      <section className="section">
        <article className="container prose">
          <p className={styles.meta}>
            <span className="badge">{a.kind === 'sports' ? 'Sports' : 'News'}</span> {formatDate(a.publishedAt)}
          </p>
          {a.cover ? (
            <Image
              src={a.cover.src}
              alt={a.cover.alt}
              width={a.cover.width}
              height={a.cover.height}
              priority
              sizes="(max-width: 800px) 100vw, 760px"
              className={styles.image}
            />
          ) : null}
          {a.paragraphs.map((p, i) => (
            <p key={i} data-testid="article-paragraph">
              {p}
            </p>
          ))}
          {a.secondImage ? (
            <Image
              src={a.secondImage.src}
              alt={a.secondImage.alt}
              width={a.secondImage.width}
              height={a.secondImage.height}
              sizes="(max-width: 800px) 100vw, 760px"
              className={styles.image}
            />
          ) : null}
          <p className={styles.meta}>
            <em>Written by {a.writer}</em>
          </p>
          <p>
            <PageLink href="/news">All news and sports</PageLink>
          </p>
        </article>
      </section>
    </>
  )
}
