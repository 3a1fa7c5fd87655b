import { validatedResponse } from '@/lib/http/validated-response'
import { getSiteSettings } from '@/lib/reads/settings'
import { getStories } from '@/lib/reads/stories'
import { config } from '@/lib/config/site.mjs'
import { absoluteUrl } from '@/lib/pages/absolute-url'
import { recordPath } from '@/lib/pages/records'
import { FEED_SIZE, FEEDS } from '@/lib/seo/feeds'
import { buildRss } from '@/lib/stories/rss'

export const revalidate = 3600

export async function GET() {
  const [settings, stories] = await Promise.all([getSiteSettings(), getStories(FEED_SIZE)])
  const xml = buildRss(
    {
      title: `${settings.universityName}: feature stories`,
      link: `${config.serverUrl}${FEEDS.stories.page}`,
      description: 'Feature stories about our students, graduates and staff.',
      language: 'en',
      self: `${config.serverUrl}${FEEDS.stories.path}`,
    },
    stories.map((s) => ({
      title: s.title,
      link: absoluteUrl(config.serverUrl, recordPath('story', s.slug)),
      description: s.excerpt,
      pubDate: s.publishedAt,
    })),
  )
  return validatedResponse(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
