import 'server-only'
import { config } from '@/lib/config/site.mjs'
import { LISTED_PAGES } from '@/lib/pages'
import { absoluteUrl } from '@/lib/pages/absolute-url'
import { pageLastModified } from '@/lib/pages/page-last-modified'
import type { PagedCollection } from '@/lib/pages/records'
import { listArticleUrls } from '@/lib/reads/articles'
import { listJobUrls } from '@/lib/reads/jobs'
import { listComposedPageUrls } from '@/lib/reads/pages'
import { listArchiveUrls } from '@/lib/reads/archives'
import { listCalendarMonthUrls } from '@/lib/reads/calendar'
import { getRecordsLastModified } from '@/lib/reads/records-last-modified'
import { listProgrammeUrls } from '@/lib/reads/programmes'
import { listStoryUrls } from '@/lib/reads/stories'
import { newestEntry, sitemapFilePath, splitIntoSitemaps } from './files'
import type { SitemapEntry } from './xml'

type PathEntry = { url: string; lastModified: string | null }

/**
 * Registry pages (less those it leaves out or whose canonical URL is another page's) with their
 * last content change: their MDX file's and the newest `updatedAt` of the records they show. A
 * page whose text is only code states no lastmod rather than a date that would move with every build.
 * Then the pages editors composed in the CMS, each with its own `updatedAt`.
 */
async function listPageUrls(): Promise<PathEntry[]> {
  const [registered, composed] = await Promise.all([
    Promise.all(
      LISTED_PAGES.map(async (entry) => ({
        url: entry.path,
        lastModified: pageLastModified(entry, entry.shows ? await getRecordsLastModified(entry.shows) : null),
      })),
    ),
    listComposedPageUrls(),
  ])
  return [...registered, ...composed]
}

/**
 * The sitemap's sections, one sitemap (or more, past the protocol's limits) each, in the index's
 * order: the registry's pages, each collection with record pages (lib/pages/records.ts, each
 * record by its own `updatedAt`), the list pages' archives and the calendars' months.
 */
const SECTIONS = {
  pages: listPageUrls,
  programmes: listProgrammeUrls,
  stories: listStoryUrls,
  articles: listArticleUrls,
  jobs: listJobUrls,
  // The list pages' archives (`?page=N`, `?year=YYYY`, `?kind=`), past the first page the registry lists.
  archives: listArchiveUrls,
  // Each month of the calendars that has events (`/eventscalendar?month=2026-12`).
  calendars: listCalendarMonthUrls,
} satisfies Record<'pages' | PagedCollection | 'archives' | 'calendars', () => Promise<PathEntry[]>>

export type SitemapSection = keyof typeof SECTIONS

export const SITEMAP_SECTIONS = Object.keys(SECTIONS) as SitemapSection[]

/** A section's sitemap files: its pages, with absolute URLs, cut at the protocol's limits. */
export async function sectionSitemaps(section: SitemapSection): Promise<SitemapEntry[][]> {
  const entries = await SECTIONS[section]()
  return splitIntoSitemaps(
    entries.map(({ url, lastModified }) => ({ url: absoluteUrl(config.serverUrl, url), lastModified })),
  )
}

/** Every sitemap file: its section and number, its absolute address and its newest entry's last change (the index). */
export async function listSitemaps(): Promise<
  { section: SitemapSection; n: number; url: string; lastModified: string | null }[]
> {
  const sections = await Promise.all(
    SITEMAP_SECTIONS.map(async (section) => ({ section, files: await sectionSitemaps(section) })),
  )
  return sections.flatMap(({ section, files }) =>
    files.map((entries, i) => ({
      section,
      n: i + 1,
      url: absoluteUrl(config.serverUrl, sitemapFilePath(section, i + 1)),
      lastModified: newestEntry(entries),
    })),
  )
}

/** Every page the sitemap lists, by section, as paths on the site (the statistics count views of these only). */
export async function listSectionPaths(): Promise<{ section: SitemapSection; paths: string[] }[]> {
  return Promise.all(
    SITEMAP_SECTIONS.map(async (section) => ({
      section,
      paths: (await SECTIONS[section]()).map(({ url }) => url),
    })),
  )
}
