/** What the archives' reads share: one page of a list, newest first, and the years a list covers. */
import 'server-only'
import type { Payload, Where } from 'payload'
import type { YearCount } from '@/lib/pages/archives'
import { dateKeyInTimeZone } from '@/lib/text/dates'
import { jamaicaStart } from './calendar'
import { visible } from './visible'

/**
 * One page of records and where it stands in the whole list. Lists sort by `-publishedAt`; Payload's
 * database adapters add a tie-break (`-createdAt`) to every sort, so records published at the same
 * moment keep one order and none falls between two pages.
 */
export type Paged<T> = { docs: T[]; totalDocs: number; totalPages: number }

/** The collections whose records are listed by `publishedAt`. */
type Dated = 'stories' | 'articles'

/** When a year starts, as the site dates records (in the university's time zone). */
const yearStart = (year: number) => jamaicaStart(`${String(year).padStart(4, '0')}-01-01`)

/** The records published in a year, by the university's calendar. */
export function publishedIn(year: number): Where {
  return {
    and: [
      { publishedAt: { greater_than_equal: yearStart(year) } },
      { publishedAt: { less_than: yearStart(year + 1) } },
    ],
  }
}

const both = (a: Where | undefined, b: Where | undefined): Where | undefined => (a && b ? { and: [a, b] } : (a ?? b))

/**
 * The years that have published records, newest first, with how many: one query a year (the
 * newest record before the year last found, and how many there are; Payload's Local API cannot
 * group), each answered from the `publishedAt` index, so the whole collection is never read.
 */
export async function yearsWithCounts(payload: Payload, collection: Dated, where?: Where): Promise<YearCount[]> {
  const years: YearCount[] = []
  let before: string | null = null
  let remaining = 0
  for (;;) {
    const { docs, totalDocs } = await payload.find({
      collection,
      ...visible(
        payload,
        collection,
        both(where, before === null ? undefined : { publishedAt: { less_than: before } }),
      ),
      sort: '-publishedAt',
      limit: 1,
      depth: 0,
      select: { publishedAt: true },
    })
    // What was left before the last year's start, less what is left before the start of the year before it.
    if (years.length) years[years.length - 1].count = remaining - totalDocs
    const newest = docs[0]
    if (!newest) return years
    const year = Number(dateKeyInTimeZone(newest.publishedAt).slice(0, 4))
    years.push({ year, count: 0 })
    remaining = totalDocs
    before = yearStart(year)
  }
}
