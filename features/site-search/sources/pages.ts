import 'server-only'
import type { Source } from '@/lib/cache/tags'
import { LISTED_PAGES, type PageEntry } from '@/lib/pages'
import { getColleges } from '@/lib/reads/colleges'
import { recordUrl } from '@/lib/pages/records'
import { crawlPage } from '../crawl/crawl-page'
import type { SearchDocument } from '../index/fulltext'
import { definePart, type Part } from './define-part'

/**
 * How often pages showing records that leave by time (a job closing, an event past) are read
 * again without a save: their lists drop those records when the page regenerates (hourly for the
 * job lists), and nothing expires a tag then.
 */
const TIMED_PAGE_MS = 60 * 60 * 1000
const TIMED_SOURCES: readonly Source[] = ['jobs', 'upcoming-events', 'calendar-events']

/** A registry page: its title and description, and the text of its `<main>` as rendered (read: false when it could not be). */
async function pageDocument(entry: PageEntry): Promise<{ doc: SearchDocument; read: boolean }> {
  const doc: SearchDocument = {
    id: `page:${entry.path}`,
    kind: 'page',
    title: entry.title,
    headings: '',
    body: entry.description,
    url: entry.path,
  }
  const text = await crawlPage(entry.path)
  // Found by its title and description meanwhile; its part is read again soon.
  if (!text) return { doc, read: false }
  // The page's introduction usually is its description; keep the words once.
  const body = text.body.includes(entry.description) ? text.body : `${entry.description} ${text.body}`
  return { doc: { ...doc, headings: text.headings.join(' · '), body }, read: true }
}

/**
 * What a page's text depends on besides its code and MDX: the records the registry says it shows,
 * and the site settings many pages quote (addresses, numbers, links). Pictures are not indexed, so
 * `media` is not among them.
 */
const pageSources = (entry: PageEntry): Source[] =>
  [...new Set<Source>(['site-settings', ...(entry.shows ?? [])])].sort()

/**
 * The listed pages, one part per set of sources, so a save reads again only the pages that may
 * show it. A college's page is its record's (the colleges part, which takes its description): it
 * is left out here rather than indexed twice.
 */
export const pageParts: Part[] = (() => {
  const groups = new Map<string, { sources: Source[]; entries: PageEntry[] }>()
  for (const entry of LISTED_PAGES) {
    if (entry.path === '/keywordsearch') continue
    const sources = pageSources(entry)
    const key = sources.join('+')
    const group = groups.get(key) ?? { sources, entries: [] }
    group.entries.push(entry)
    groups.set(key, group)
  }
  return [...groups].map(([key, { sources, entries }]) =>
    definePart(
      `pages:${key}`,
      sources,
      async () => {
        const claimed = new Set(
          sources.includes('colleges') ? (await getColleges()).map((c) => recordUrl('colleges', c)) : [],
        )
        const pages = await Promise.all(entries.filter((e) => !claimed.has(e.path)).map(pageDocument))
        const timed = sources.some((s) => TIMED_SOURCES.includes(s))
        return {
          documents: pages.map((p) => p.doc),
          incomplete: pages.some((p) => !p.read),
          changesAt: timed ? Date.now() + TIMED_PAGE_MS : null,
        }
      },
      true,
    ),
  )
})()
