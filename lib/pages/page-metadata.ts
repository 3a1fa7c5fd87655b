import 'server-only'
import type { Metadata } from 'next'
import type { CalendarKind, YearMonth } from '@/lib/calendar/month'
import { CALENDAR_PATHS, monthPageDescription, monthPagePath, monthPageTitle } from '@/lib/calendar/month-pages'
import { config } from '@/lib/config/site.mjs'
import { getPageOverrides } from '@/lib/reads/page-seo'
import { getSiteSettings } from '@/lib/reads/settings'
import { detailMetadata } from '@/lib/seo/detail-metadata'
import { generatedImagePath, mergeOverrides, type ShareImage, type ShareOverride } from '@/lib/seo/share-card'
import { entryMetadata, page, type PagePath, type PageEntry } from '.'
import { ARCHIVES, archiveDescription, archivePath, archiveTitle, isListPage, type ArchivePage } from './archives'

type Options = {
  /** The page's own title, description or picture when they come from content (the home page, a college). */
  own?: { title?: string; description?: string; image?: ShareImage | null }
  /** A record's own override, over the page's (a college's `meta`). */
  override?: ShareOverride | null
  extra?: Metadata
}

/** A registered page's metadata and share card, with the editors' override from Page search and sharing. */
export async function pageEntryMetadata(entry: PageEntry, options: Options = {}): Promise<Metadata> {
  const [settings, overrides] = await Promise.all([getSiteSettings(), getPageOverrides()])
  return entryMetadata(entry, {
    origin: config.serverUrl,
    siteName: settings.universityName,
    own: options.own,
    override: mergeOverrides(overrides[entry.path], options.override),
    extra: options.extra,
  })
}

/** `export const generateMetadata = () => pageMetadata('/news')`: a data-backed page's metadata from the registry. */
export function pageMetadata(path: PagePath, options: Options = {}): Promise<Metadata> {
  return pageEntryMetadata(page(path), options)
}

/**
 * An archive page's metadata (lib/pages/archives.ts): the list page's own for its first page;
 * every other page its own title ("… – page 2", "Feature stories from 2019"), description and
 * canonical URL, with the list page's share picture.
 */
export function archiveMetadata(view: ArchivePage): Promise<Metadata> {
  const list = page(ARCHIVES[view.archive].list)
  if (isListPage(view)) return pageEntryMetadata(list)
  return detailMetadata({
    path: archivePath(view),
    title: archiveTitle(view, list.title),
    description: archiveDescription(view, list.description),
    generatedImage: generatedImagePath('page', list.path),
  })
}

/**
 * A calendar month's metadata (lib/calendar/month-pages.ts): its own title ("Events Calendar –
 * December 2026"), description and canonical URL, with the calendar's share picture; a month
 * with nothing listed is kept out of search engines (its links are still followed).
 */
export async function calendarMonthMetadata(
  calendar: CalendarKind,
  month: YearMonth,
  eventNames: readonly string[],
): Promise<Metadata> {
  const calendarPage = page(CALENDAR_PATHS[calendar])
  const metadata = await detailMetadata({
    path: monthPagePath(calendar, month),
    title: monthPageTitle(calendarPage.title, month),
    description: monthPageDescription(calendarPage.title, month, eventNames),
    generatedImage: generatedImagePath('page', calendarPage.path),
  })
  return eventNames.length ? metadata : { ...metadata, robots: { index: false, follow: true } }
}
