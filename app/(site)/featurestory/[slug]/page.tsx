import type { Metadata } from 'next'
import { formatDate } from '@/lib/text/dates'
import Image from 'next/image'
import { NotFoundPage } from '@/components/shell/NotFound'
import styles from '@/components/stories/Stories.module.css'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { config } from '@/lib/config.mjs'
import { absoluteUrl } from '@/lib/pages/absolute-url'
import { recordPath, recordRoute } from '@/lib/pages/records'
import { getSiteSettings } from '@/lib/reads/settings'
import { getStories, getStory } from '@/lib/reads/stories'
import { withFeed } from '@/lib/seo/feeds'
import { detailMetadata, notFoundMetadata } from '@/lib/seo/metadata'
import { shareImage } from '@/lib/seo/override'
import { generatedImagePath } from '@/lib/seo/share-card'
import { articleJsonLd } from '@/lib/stories/jsonld'
import { shareLinks } from '@/lib/stories/share'
import { routeSegment } from '@/lib/text/route-segment'
import { PageLink } from '@/components/ui/PageLink'
import { followRedirect } from '@/lib/redirects/follow'

export const revalidate = 86400

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  const stories = await getStories(100)
  return stories.map((s) => ({ slug: s.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const story = await getStory(routeSegment(slug))
  if (!story) return notFoundMetadata()
  const metadata = await detailMetadata({
    path: recordPath('story', story.slug),
    title: story.title,
    description: story.summary,
    image: shareImage(story.cover),
    generatedImage: generatedImagePath('story', story.slug),
    override: story.meta,
    article: { publishedTime: story.publishedAt, modifiedTime: story.updatedAt, authors: [story.author] },
  })
  return withFeed(metadata, 'stories')
}

export default async function FeatureStoryPage({ params }: Props) {
  const { slug } = await params
  const [story, settings] = await Promise.all([getStory(routeSegment(slug)), getSiteSettings()])
  if (!story) {
    await followRedirect(recordRoute('story', routeSegment(slug)))
    return <NotFoundPage />
  }
  const url = absoluteUrl(config.serverUrl, recordPath('story', story.slug))
  const jsonLd = articleJsonLd(
    {
      title: story.title,
      description: story.summary,
      url,
      image: story.cover?.src ?? null,
      author: story.author,
      datePublished: story.publishedAt,
      dateModified: story.updatedAt,
    },
    settings,
    config.serverUrl,
  )
  return (
    <>
      <JsonLd data={jsonLd} />
      <BreadcrumbJsonLd path="/allfeaturestories" leaf={{ name: story.title, path: url }} />
      <PageHeader title={story.title} />
      <section className="section">
        <article className="container prose">
          {story.cover ? (
            <Image
              src={story.cover.src}
              alt={story.cover.alt || ''}
              width={story.cover.width}
              height={story.cover.height}
              priority
              sizes="(max-width: 800px) 100vw, 760px"
              className={styles.coverLarge}
            />
          ) : null}
          <RichText data={story.content} container />
          <p className={styles.byline}>Written by {story.author}</p>
          <p className={styles.date}>
            Published <time dateTime={story.publishedAt}>{formatDate(story.publishedAt)}</time>
          </p>
          <h2>Share this story</h2>
          <ul className={styles.share} data-testid="share-links">
            {shareLinks(url, story.title).map((link) => (
              <li key={link.network}>
                {link.network === 'email' ? (
                  <a className="btn btn-outline" href={link.href} data-network={link.network}>
                    {link.label}
                  </a>
                ) : (
                  <ExternalLink className="btn btn-outline" href={link.href} data-network={link.network}>
                    {link.label}
                  </ExternalLink>
                )}
              </li>
            ))}
          </ul>
          <p>
            <PageLink href="/allfeaturestories">All feature stories</PageLink>
          </p>
        </article>
      </section>
    </>
  )
}
