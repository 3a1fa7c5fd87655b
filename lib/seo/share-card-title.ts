import 'server-only'
import { findPage } from '@/lib/pages'
import { getArticle } from '@/lib/reads/articles'
import { getProgramme } from '@/lib/reads/programmes'
import { getSiteSettings } from '@/lib/reads/settings'
import { getStory } from '@/lib/reads/stories'
import { routeSegment } from '@/lib/text/route-segment'
import { getOpenJob } from '@/lib/reads/jobs'
import { getComposedPage } from '@/lib/reads/pages'

/** The title a generated share picture shows (the page's heading), or null when there is no such page. */
export async function shareCardTitle(kind: string, key: string[]): Promise<string | null> {
  const segments = key.map(routeSegment)
  switch (kind) {
    case 'page': {
      const path = '/' + segments.join('/')
      const entry = findPage(path)
      if (!entry) return (await getComposedPage(path))?.title ?? null
      return path === '/' ? (await getSiteSettings()).universityName : entry.title
    }
    case 'story':
      return segments.length === 1 ? ((await getStory(segments[0]))?.title ?? null) : null
    case 'article':
      return segments.length === 1 ? ((await getArticle(segments[0]))?.title ?? null) : null
    case 'undergraduate':
    case 'graduate':
      return segments.length === 1 ? ((await getProgramme(kind, segments[0]))?.name ?? null) : null
    case 'job':
      return segments.length === 1 ? ((await getOpenJob(segments[0]))?.title ?? null) : null
    default:
      return null
  }
}
