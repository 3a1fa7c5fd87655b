import dates from '@/content/dates.json'
import type { ContentDates } from './content-dates.mjs'
import type { PageEntry } from './types'

/** When each MDX file's text last changed (content/dates.json, kept by scripts/content-dates.mjs). */
export const CONTENT_DATES: ContentDates = dates

/** The newest of the dates given (ISO strings), or null when none is. */
export function newest(...values: (string | null | undefined)[]): string | null {
  let best: string | null = null
  for (const value of values) {
    if (!value || Number.isNaN(Date.parse(value))) continue
    if (best === null || Date.parse(value) > Date.parse(best)) best = new Date(value).toISOString()
  }
  return best
}

/**
 * A registry page's last content change: its MDX file's (with what it imports) and the newest
 * `updatedAt` of the records it shows (`recordsChanged`, read for `entry.shows`); null when the
 * page has neither (its text is code, e.g. a form, and its entry says so in `undated`), so the
 * sitemap states no date rather than a wrong one.
 */
export function pageLastModified(entry: PageEntry, recordsChanged: string | null): string | null {
  return newest(entry.content ? CONTENT_DATES[entry.content.file]?.changed : null, recordsChanged)
}
