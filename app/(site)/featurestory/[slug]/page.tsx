import type { Metadata } from 'next'
import { ArticleShell } from '@/components/articles/ArticleShell'
import { NotFoundPage } from '@/components/shell/NotFound'
import { StoryArticle } from '@/components/stories/StoryArticle'
import { config } from '@/lib/config/site.mjs'
import { absoluteUrl } from '@/lib/pages/absolute-url'
import { PRERENDERED_RECORDS, recordList, recordPath, recordRoute } from '@/lib/pages/records'
import { followRedirect } from '@/lib/redirects/follow'
import { getSiteSettings } from '@/lib/reads/settings'
import { getStories, getStory } from '@/lib/reads/stories'
import { withFeed } from '@/lib/seo/feeds'
import { detailMetadata, notFoundMetadata } from '@/lib/seo/detail-metadata'
import { shareImage } from '@/lib/seo/override'
import { generatedImagePath } from '@/lib/seo/share-card'
import { routeSegment } from '@/lib/text/route-segment'

export const revalidate = 86400
export const dynamicParams = true

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  const stories = await getStories(PRERENDERED_RECORDS)
  return stories.map((s) => ({ slug: s.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const story = await getStory(routeSegment((await params).slug))
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
  const slug = routeSegment((await params).slug)
  const [story, settings] = await Promise.all([getStory(slug), getSiteSettings()])
  if (!story) {
    await followRedirect(recordRoute('story', slug))
    return <NotFoundPage />
  }
  const path = recordPath('story', story.slug)
  const article = {
    title: story.title,
    description: story.summary,
    url: path,
    image: story.cover?.src ?? null,
    author: story.author,
    datePublished: story.publishedAt,
    dateModified: story.updatedAt,
  }
  return (
    <ArticleShell
      article={article}
      settings={settings}
      list={{ path: recordList('stories'), label: 'All feature stories' }}
    >
      <StoryArticle story={story} shareUrl={absoluteUrl(config.serverUrl, path)} />
    </ArticleShell>
  )
}
