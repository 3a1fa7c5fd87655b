import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import Image from 'next/image'
import { notFound } from 'next/navigation'
import { JsonLd } from '@/components/programmes/JsonLd'
import styles from '@/components/stories/Stories.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { env } from '@/lib/env'
import { getSiteSettings } from '@/lib/reads/settings'
import { getStories, getStory } from '@/lib/reads/stories'
import { articleJsonLd } from '@/lib/stories/jsonld'
import { shareLinks, storyUrl } from '@/lib/stories/share'

export const revalidate = 86400

type Props = { params: Promise<{ slug: string }> }

const publishedFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Jamaica', month: 'long', day: 'numeric', year: 'numeric' })

export async function generateStaticParams() {
  const stories = await getStories(100)
  return stories.map((s) => ({ slug: s.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const story = await getStory(decodeURIComponent(slug))
  if (!story) return { title: 'Story not found', description: 'This feature story could not be found.' }
  const url = storyUrl(env.serverUrl, story.slug)
  const images = story.cover
    ? [{ url: `${env.serverUrl}${story.cover.src}`, width: story.cover.width, height: story.cover.height, alt: story.cover.alt || story.title }]
    : []
  return {
    title: story.title,
    description: story.summary,
    alternates: { canonical: `/featurestory?article=${encodeURIComponent(story.slug)}` },
    openGraph: { type: 'article', title: story.title, description: story.summary, url, images, publishedTime: story.publishedAt, authors: [story.author] },
    twitter: { card: 'summary_large_image', title: story.title, description: story.summary, images: images.map((i) => i.url) },
  }
}

export default async function FeatureStoryPage({ params }: Props) {
  const { slug } = await params
  const [story, settings] = await Promise.all([getStory(decodeURIComponent(slug)), getSiteSettings()])
  if (!story) notFound()
  const url = storyUrl(env.serverUrl, story.slug)
  const jsonLd = articleJsonLd({
    title: story.title,
    description: story.summary,
    url,
    image: story.cover ? `${env.serverUrl}${story.cover.src}` : null,
    author: story.author,
    publisher: settings.universityName,
    datePublished: story.publishedAt,
    dateModified: story.updatedAt,
  })
  return (
    <>
      <JsonLd data={jsonLd} />
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
          {story.content ? <RichText data={story.content} /> : null}
          <p className={styles.byline}>Written by {story.author}</p>
          <p className={styles.date}>
            Published <time dateTime={story.publishedAt}>{publishedFormat.format(new Date(story.publishedAt))}</time>
          </p>
          <h2>Share this story</h2>
          <ul className={styles.share} data-testid="share-links">
            {shareLinks(url, story.title).map((link) => (
              <li key={link.network}>
                <a
                  className="btn btn-outline"
                  href={link.href}
                  target={link.network === 'email' ? undefined : '_blank'}
                  rel="noopener noreferrer"
                  data-network={link.network}
                >
                  {link.label}
                  {link.network === 'email' ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
                </a>
              </li>
            ))}
          </ul>
          <p>
            <a href="/allfeaturestories">All feature stories</a>
          </p>
        </article>
      </section>
    </>
  )
}
