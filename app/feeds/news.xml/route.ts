import { validatedResponse } from '@/lib/http/validated-response'
import { getLatestArticles } from '@/lib/reads/articles'
import { getSiteSettings } from '@/lib/reads/settings'
import { config } from '@/lib/config/site.mjs'
import { absoluteUrl } from '@/lib/pages/absolute-url'
import { recordPath } from '@/lib/pages/records'
import { FEED_SIZE, FEEDS } from '@/lib/seo/feeds'
import { buildRss } from '@/lib/stories/rss'

export const revalidate = 3600

export async function GET() {
  const [settings, articles] = await Promise.all([getSiteSettings(), getLatestArticles(FEED_SIZE)])
  const xml = buildRss(
    {
      title: `${settings.universityName}: news and sports`,
      link: `${config.serverUrl}${FEEDS.news.page}`,
      description: 'The latest news and sports from the university.',
      language: 'en',
      self: `${config.serverUrl}${FEEDS.news.path}`,
    },
    articles.map((a) => ({
      title: a.title,
      link: absoluteUrl(config.serverUrl, recordPath('article', a.slug)),
      description: a.excerpt,
      pubDate: a.publishedAt,
    })),
  )
  return validatedResponse(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
