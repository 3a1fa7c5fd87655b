import type { MetadataRoute } from 'next'
import { listArticleUrls } from '@/lib/reads/articles'
import { listProgrammeUrls } from '@/lib/reads/programmes'
import { listStoryUrls } from '@/lib/reads/stories'
import { config } from '@/lib/config.mjs'
import { LISTED_PAGES } from '@/lib/pages'

// Rebuilt when any collection's hook expires the tags its reads are cached under.
export const revalidate = 86400

const builtAt = new Date()

type Entry = { url: string; lastModified: string }

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // The registry's pages, less those it leaves out (each with its reason, lib/pages/registry.ts).
  const staticEntries = LISTED_PAGES.map(({ path }) => ({ url: `${config.serverUrl}${path === '/' ? '' : path}`, lastModified: builtAt }))

  const sources: Promise<Entry[]>[] = [listProgrammeUrls(), listStoryUrls(), listArticleUrls()]
  const dynamicEntries = (await Promise.all(sources)).flat().map((entry) => ({
    url: entry.url.startsWith('http') ? entry.url : `${config.serverUrl}${entry.url}`,
    lastModified: new Date(entry.lastModified),
  }))
  return [...staticEntries, ...dynamicEntries]
}
