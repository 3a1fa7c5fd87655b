import type { MetadataRoute } from 'next'
import { CONTENT_PAGES } from '@/content/registry'
import { listArticleUrls } from '@/lib/reads/articles'
import { listProgrammeUrls } from '@/lib/reads/programmes'
import { listStoryUrls } from '@/lib/reads/stories'
import { env } from '@/lib/env'
import { PUBLIC_ROUTES } from '@/lib/routes'

// Rebuilt when any collection's hook expires the tags its reads are cached under.
export const revalidate = 86400

/** Pages that exist for people who were sent there, not for search engines. */
const UNLISTED = new Set(['/test', '/cookieModal', '/keywordsearch'])

const builtAt = new Date()

type Entry = { url: string; lastModified: string }

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = new Set([...PUBLIC_ROUTES.map((r) => r.path), ...CONTENT_PAGES.map((p) => p.path)])
  const staticEntries = [...paths]
    .filter((path) => !UNLISTED.has(path))
    .map((path) => ({ url: `${env.serverUrl}${path === '/' ? '' : path}`, lastModified: builtAt }))

  const sources: Promise<Entry[]>[] = [listProgrammeUrls(), listStoryUrls(), listArticleUrls()]
  const dynamicEntries = (await Promise.all(sources)).flat().map((entry) => ({
    url: entry.url.startsWith('http') ? entry.url : `${env.serverUrl}${entry.url}`,
    lastModified: new Date(entry.lastModified),
  }))
  return [...staticEntries, ...dynamicEntries]
}
