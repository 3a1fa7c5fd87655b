import 'server-only'
import { CALENDAR_KINDS, currentMonth, dateKey, nextMonth } from '@/lib/calendar/month'
import { eventMonthPath } from '@/lib/calendar/month-pages'
import { CALENDAR_TITLES } from '@/lib/calendar/request'
import { getFeedEvents, jamaicaStart } from '@/lib/reads/calendar'
import { formatDeadlineKey } from '@/lib/text/dates'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { joinFacts } from './join-facts'

/** The events of both calendars from this month on, each leading to its month. */
export const calendars = definePart('calendars', ['calendar-events'], async () => {
  // This month's events and those to come, as the calendars open on this month.
  const month = currentMonth()
  const from = dateKey(month.year, month.month, 1)
  const lists = await Promise.all(
    CALENDAR_KINDS.map(async (calendar) => ({ calendar, events: await getFeedEvents(calendar, from) })),
  )
  const documents = lists.flatMap(({ calendar, events }) =>
    events.map((e): SearchDocument => ({
      id: `calendar:${e.id}`,
      kind: 'event',
      title: e.name,
      headings: joinFacts(
        CALENDAR_TITLES[calendar],
        e.endDate === e.date
          ? formatDeadlineKey(e.date)
          : `${formatDeadlineKey(e.date)} to ${formatDeadlineKey(e.endDate)}`,
      ),
      body: e.description ?? '',
      url: eventMonthPath(calendar, e.date),
    })),
  )
  const next = nextMonth(month)
  return { documents, changesAt: Date.parse(jamaicaStart(dateKey(next.year, next.month, 1))) }
})
