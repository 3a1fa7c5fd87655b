import 'server-only'
import { versionedUploadUrl } from '@/lib/uploads/version'
import type { CalendarDownload, CalendarEvent as CalendarEventDoc, Document } from '@/lib/cms/payload-types'
import { eventsInMonth, type CalendarEvent } from '@/lib/calendar/grid'
import {
  addDays,
  CALENDAR_KINDS,
  dateKey,
  dateKeyInTimeZone,
  daysInMonth,
  currentMonth,
  nextMonth,
  parseMonthParam,
  type CalendarKind,
  type YearMonth,
} from '@/lib/calendar/month'
import { inMonthRange, monthPagePath, monthRange, monthsCovered, type MonthRange } from '@/lib/calendar/month-pages'
import { limitRenderLifetime } from '@/lib/cache/render-lifetime'
import { newest } from '@/lib/pages/page-last-modified'
import { includes, withRelations } from '@/lib/cache/tags'
import { cachedRead, SAFETY_REVALIDATE_SECONDS } from './cached-read'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'
import { visible } from './visible'

export type CalendarDownloadItem = { id: string; label: string; url: string }
export type FeedEvent = CalendarEvent & { updatedAt: string }

/** Longest event span considered when reading a month (events starting this long before still overlap). */
const MAX_SPAN_DAYS = 62

/** An event's first and last day (`YYYY-MM-DD`, in the university's time zone); one day when it has no later end. */
function eventDays(doc: Pick<CalendarEventDoc, 'date' | 'endDate'>): { date: string; endDate: string } {
  const date = dateKeyInTimeZone(doc.date)
  const end = doc.endDate ? dateKeyInTimeZone(doc.endDate) : date
  return { date, endDate: end < date ? date : end }
}

function toEvent(doc: CalendarEventDoc): FeedEvent {
  return {
    id: String(doc.id),
    name: doc.name,
    ...eventDays(doc),
    description: doc.description?.trim() || null,
    updatedAt: doc.updatedAt,
  }
}

/** Midnight at the start of a `YYYY-MM-DD` day in Jamaica (UTC-5 all year), as an ISO instant. */
export const jamaicaStart = (key: string) => `${key}T05:00:00.000Z`

/** The events of one calendar overlapping a month, ordered by date. */
export const getMonthEvents = cachedRead(
  'calendar:month',
  includes(['calendar-events']),
  async (calendar: CalendarKind, year: number, month: number): Promise<CalendarEvent[]> => {
    const ym: YearMonth = { year, month }
    const first = dateKey(year, month, 1)
    const afterLast = addDays(dateKey(year, month, daysInMonth(ym)), 1)
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'calendar-events',
        ...visible(payload, 'calendar-events', {
          and: [
            { calendar: { equals: calendar } },
            { date: { greater_than_equal: jamaicaStart(addDays(first, -MAX_SPAN_DAYS)) } },
            { date: { less_than: jamaicaStart(afterLast) } },
          ],
        }),
        sort: stableSort('date'),
        depth: 0,
        ...chunk,
      }),
    )
    return eventsInMonth(docs.map(toEvent), ym).map(({ id, name, date, endDate, description }) => ({
      id,
      name,
      date,
      endDate,
      description,
    }))
  },
)

/** A month of a calendar that has events: `YYYY-MM`, how many touch it, and the newest change among them. */
export type CalendarMonthSummary = { month: string; count: number; lastModified: string | null }

/**
 * Every month of a calendar that has events (an event over two months counts in both), in order:
 * the months its pages lead between and the sitemap lists, each dated by its events' last change.
 */
export const getCalendarMonths = cachedRead(
  'calendar:months',
  includes(['calendar-events']),
  async (calendar: CalendarKind): Promise<CalendarMonthSummary[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'calendar-events',
        ...visible(payload, 'calendar-events', { calendar: { equals: calendar } }),
        select: { date: true, endDate: true, updatedAt: true },
        sort: stableSort('date'),
        depth: 0,
        ...chunk,
      }),
    )
    const months = new Map<string, CalendarMonthSummary>()
    for (const doc of docs) {
      const { date, endDate } = eventDays(doc)
      for (const month of monthsCovered(date, endDate)) {
        const summary = months.get(month) ?? { month, count: 0, lastModified: null }
        months.set(month, {
          month,
          count: summary.count + 1,
          lastModified: newest(summary.lastModified, doc.updatedAt),
        })
      }
    }
    return [...months.values()].sort((a, b) => a.month.localeCompare(b.month))
  },
)

/** Each month of both calendars that has events, by its page's URL, dated by its events' last change: what the sitemap lists. */
export async function listCalendarMonthUrls(): Promise<{ url: string; lastModified: string | null }[]> {
  const lists = await Promise.all(
    CALENDAR_KINDS.map(async (calendar) =>
      (await getCalendarMonths(calendar)).flatMap(({ month, lastModified }) => {
        const ym = parseMonthParam(month)
        return ym ? [{ url: monthPagePath(calendar, ym), lastModified }] : []
      }),
    ),
  )
  return lists.flat()
}

/** The months a calendar has pages for (lib/calendar/month-pages.ts), from its months with events and the current month. */
export async function getMonthRange(calendar: CalendarKind, now: Date = new Date()): Promise<MonthRange> {
  const months = (await getCalendarMonths(calendar)).flatMap(({ month }) => parseMonthParam(month) ?? [])
  return monthRange(months, currentMonth(now))
}

/**
 * The month a month route's segment names (`2026-12`), with the calendar's months and that
 * month's events; null when it names none the calendar has a page for (not a month, or past the
 * calendar's ends): a page the route answers 404 for.
 */
export async function getCalendarMonthPage(
  calendar: CalendarKind,
  segment: string,
  now: Date = new Date(),
): Promise<{ month: YearMonth; range: MonthRange; events: CalendarEvent[] } | null> {
  const month = parseMonthParam(segment)
  if (!month) return null
  const range = await getMonthRange(calendar, now)
  if (!inMonthRange(range, month)) return null
  return { month, range, events: await getMonthEvents(calendar, month.year, month.month) }
}

/**
 * Ends the cached page being rendered when the next day (or month) starts in Jamaica, at the
 * latest: what a calendar page shows as today's or this month's changes then, and the current
 * month moves the ends of the calendar's months. Later than a day off, the pages' own daily
 * lifetime comes first.
 */
export async function renderUntilNext(unit: 'day' | 'month', now: Date = new Date()) {
  const today = dateKeyInTimeZone(now)
  const month = nextMonth(currentMonth(now))
  const next = unit === 'day' ? addDays(today, 1) : dateKey(month.year, month.month, 1)
  const seconds = (Date.parse(jamaicaStart(next)) - now.getTime()) / 1000
  if (seconds < SAFETY_REVALIDATE_SECONDS) await limitRenderLifetime(seconds)
}

/** The next events of a calendar that have not ended before `fromKey` (a `YYYY-MM-DD` day), soonest first. */
export const getUpcomingCalendarEvents = cachedRead(
  'calendar:upcoming',
  includes(['calendar-events']),
  async (calendar: CalendarKind, fromKey: string, limit: number): Promise<CalendarEvent[]> => {
    const start = jamaicaStart(fromKey)
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'calendar-events',
      ...visible(payload, 'calendar-events', {
        and: [
          { calendar: { equals: calendar } },
          // Starting that day or later, or started earlier and still running.
          { or: [{ date: { greater_than_equal: start } }, { endDate: { greater_than_equal: start } }] },
        ],
      }),
      sort: stableSort('date'),
      depth: 0,
      limit,
    })
    return docs
      .map(toEvent)
      .map(({ id, name, date, endDate, description }) => ({ id, name, date, endDate, description }))
  },
)

/** Every event of a calendar from a year ago onwards, for the iCalendar feed. */
export const getFeedEvents = cachedRead(
  'calendar:feed',
  includes(['calendar-events']),
  async (calendar: CalendarKind, fromKey: string): Promise<FeedEvent[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'calendar-events',
        ...visible(payload, 'calendar-events', {
          and: [{ calendar: { equals: calendar } }, { date: { greater_than_equal: jamaicaStart(fromKey) } }],
        }),
        sort: stableSort('date'),
        depth: 0,
        ...chunk,
      }),
    )
    return docs.map(toEvent)
  },
)

/** One event by id, or null. */
export const getCalendarEvent = cachedRead(
  'calendar:event',
  includes(['calendar-events']),
  async (id: number): Promise<(FeedEvent & { calendar: CalendarKind }) | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'calendar-events',
      ...visible(payload, 'calendar-events', { id: { equals: id } }),
      limit: 1,
      depth: 0,
    })
    const doc = docs[0]
    return doc ? { ...toEvent(doc), calendar: doc.calendar } : null
  },
)

/** Yearly calendars offered for download (spec: only 2018/2019 in the demo content). */
export const getCalendarDownloads = cachedRead(
  'calendar:downloads',
  includes(withRelations('calendar-downloads', 1)),
  async (): Promise<CalendarDownloadItem[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'calendar-downloads',
        ...visible(payload, 'calendar-downloads'),
        sort: stableSort('-label'),
        depth: 1,
        ...chunk,
      }),
    )
    return docs.flatMap((doc: CalendarDownload) => {
      const file = doc.file as Document | number | null
      const url = file && typeof file === 'object' && file.url ? versionedUploadUrl(file.url, file.updatedAt) : null
      return url ? [{ id: String(doc.id), label: doc.label, url }] : []
    })
  },
)
