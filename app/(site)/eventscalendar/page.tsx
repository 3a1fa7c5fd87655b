import { CalendarPage } from '@/components/calendar/CalendarPage'
import { currentMonth, dateKeyInTimeZone } from '@/lib/calendar/month'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import {
  getCalendarDownloads,
  getMonthEvents,
  getMonthRange,
  getUpcomingCalendarEvents,
  renderUntilNext,
} from '@/lib/reads/calendar'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/eventscalendar')

/** Spec §4: event lists keep their first 10. */
const COMING_UP = 10

/** The current month and what comes next (each month has its own page: proxy.ts rewrites `?month=` to month/[month]). */
export default async function EventsCalendarPage() {
  const now = new Date()
  const month = currentMonth(now)
  const [events, range, upcoming, downloads, settings] = await Promise.all([
    getMonthEvents('events', month.year, month.month),
    getMonthRange('events', now),
    getUpcomingCalendarEvents('events', dateKeyInTimeZone(now), COMING_UP),
    getCalendarDownloads(),
    getSiteSettings(),
    renderUntilNext('day', now),
  ])
  return (
    <CalendarPage
      calendar="events"
      title={page('/eventscalendar').title}
      month={month}
      events={events}
      range={range}
      view={{ page: 'calendar', upcoming }}
      downloads={downloads}
      settings={settings}
    />
  )
}
