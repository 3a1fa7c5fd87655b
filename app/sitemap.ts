import type { MetadataRoute } from 'next'
import { config } from '@/lib/config/site.mjs'
import { LISTED_PAGES } from '@/lib/pages'
import { absoluteUrl } from '@/lib/pages/absolute-url'
import { pageLastModified } from '@/lib/pages/page-last-modified'
import { PAGED_COLLECTIONS, type PagedCollection } from '@/lib/pages/records'
import { listArticleUrls } from '@/lib/reads/articles'
import { listJobUrls } from '@/lib/reads/jobs'
import { getRecordsLastModified } from '@/lib/reads/records-last-modified'
import { listProgrammeUrls } from '@/lib/reads/programmes'
import { listStoryUrls } from '@/lib/reads/stories'

// Rebuilt when any collection's hook expires the tags its reads are cached under.
export const revalidate = 86400

type Entry = { url: string; lastModified: string | null }

/** The read of every public record URL, for each collection with record pages (lib/pages/records.ts). */
const RECORD_URLS: Record<PagedCollection, () => Promise<Entry[]>> = {
  programmes: listProgrammeUrls,
  stories: listStoryUrls,
  articles: listArticleUrls,
  jobs: listJobUrls,
}

/**
 * Every canonical page with when its content last changed: registry pages (less those it leaves
 * out or whose canonical URL is another page's) by their MDX file's change and the newest
 * `updatedAt` of the records they show; record pages by their record's `updatedAt`. A page whose
 * text is only code states no lastmod rather than a date that would move with every build.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const staticEntries: Promise<Entry>[] = LISTED_PAGES.map(async (entry) => ({
    url: entry.path,
    lastModified: pageLastModified(entry, entry.shows ? await getRecordsLastModified(entry.shows) : null),
  }))
  const records = PAGED_COLLECTIONS.map((collection) => RECORD_URLS[collection]())
  const entries = [...(await Promise.all(staticEntries)), ...(await Promise.all(records)).flat()]
  return entries.map(({ url, lastModified }) => ({
    url: absoluteUrl(config.serverUrl, url),
    ...(lastModified ? { lastModified: new Date(lastModified) } : {}),
  }))
}
