import 'server-only'
import type { CalendarDownload, CalendarEvent as CalendarEventDoc, Document } from '@/lib/cms/payload-types'
import { eventsInMonth, type CalendarEvent } from '@/lib/calendar/grid'
import {
  addDays,
  dateKey,
  dateKeyInTimeZone,
  daysInMonth,
  type CalendarKind,
  type YearMonth,
} from '@/lib/calendar/month'
import { includes, withRelations } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'
import { visible } from './visible'

export type CalendarDownloadItem = { id: string; label: string; url: string }
export type FeedEvent = CalendarEvent & { updatedAt: string }

/** Longest event span considered when reading a month (events starting this long before still overlap). */
const MAX_SPAN_DAYS = 62

function toEvent(doc: CalendarEventDoc): FeedEvent {
  const date = dateKeyInTimeZone(doc.date)
  const end = doc.endDate ? dateKeyInTimeZone(doc.endDate) : date
  return {
    id: String(doc.id),
    name: doc.name,
    date,
    endDate: end < date ? date : end,
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
      const url = file && typeof file === 'object' ? file.url : null
      return url ? [{ id: String(doc.id), label: doc.label, url }] : []
    })
  },
)
