import type { Metadata } from 'next'
import { formatDate } from '@/lib/text/dates'
import Image from 'next/image'
import { notFound } from 'next/navigation'
import styles from '@/components/news/News.module.css'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { getArticle, getArticles } from '@/lib/reads/articles'
import { getSiteSettings } from '@/lib/reads/settings'
import { config } from '@/lib/config.mjs'
import { articleJsonLd } from '@/lib/stories/jsonld'
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
  if (!a) return { title: 'Article not found', description: 'This article could not be found.' }
  const images = a.cover ? [{ url: `${config.serverUrl}${a.cover.src}`, width: a.cover.width, height: a.cover.height }] : []
  return {
    title: a.title,
    description: a.excerpt,
    alternates: { canonical: `/news/${encodeURIComponent(a.slug)}` },
    openGraph: {
      type: 'article',
      title: a.title,
      description: a.excerpt,
      url: `${config.serverUrl}/news/${encodeURIComponent(a.slug)}`,
      images,
      publishedTime: a.publishedAt,
      authors: [a.writer],
    },
    twitter: { card: 'summary_large_image', title: a.title, description: a.excerpt, images: images.map((i) => i.url) },
  }
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params
  const [a, settings] = await Promise.all([getArticle(routeSegment(slug)), getSiteSettings()])
  if (!a) {
    await followRedirect(`/news/${slug}`)
    notFound()
  }
  const url = `/news/${encodeURIComponent(a.slug)}`
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
