import { CalendarPage } from '@/components/calendar/CalendarPage'
import { academicYear } from '@/lib/calendar/academic-year'
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

export const generateMetadata = () => pageMetadata('/academiccalendar')

/** Spec §4: event lists keep their first 10. */
const COMING_UP = 10

/** The current month, what comes next and the whole current academic year (each month has its own page: proxy.ts rewrites `?month=` to month/[month]). */
export default async function AcademicCalendarPage() {
  const now = new Date()
  const month = currentMonth(now)
  const year = academicYear(month)
  const [events, range, upcoming, downloads, settings, yearEvents] = await Promise.all([
    getMonthEvents('academic', month.year, month.month),
    getMonthRange('academic', now),
    getUpcomingCalendarEvents('academic', dateKeyInTimeZone(now), COMING_UP),
    getCalendarDownloads(),
    getSiteSettings(),
    Promise.all(year.months.map((m) => getMonthEvents('academic', m.year, m.month))),
    renderUntilNext('day', now),
  ])
  return (
    <CalendarPage
      calendar="academic"
      title={page('/academiccalendar').title}
      month={month}
      events={events}
      range={range}
      view={{ page: 'calendar', upcoming }}
      downloads={downloads}
      settings={settings}
      year={{ ...year, events: yearEvents }}
    />
  )
}
