import { CalendarPage } from '@/components/calendar/CalendarPage'
import { academicYear } from '@/lib/calendar/academic-year'
import { currentMonth, requestedMonth } from '@/lib/calendar/month'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getCalendarDownloads, getMonthEvents } from '@/lib/reads/calendar'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/academiccalendar')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The asked-for month, and the whole current academic year below it. */
export default async function AcademicCalendarPage({ searchParams }: Props) {
  const month = requestedMonth((await searchParams).month)
  const year = academicYear(currentMonth())
  const [events, downloads, settings, yearEvents] = await Promise.all([
    getMonthEvents('academic', month.year, month.month),
    getCalendarDownloads(),
    getSiteSettings(),
    Promise.all(year.months.map((m) => getMonthEvents('academic', m.year, m.month))),
  ])
  return (
    <CalendarPage
      calendar="academic"
      title={page('/academiccalendar').title}
      intro="Semester dates, registration, examinations, holidays and graduation."
      month={month}
      events={events}
      downloads={downloads}
      settings={settings}
      year={{ ...year, events: yearEvents }}
    />
  )
}
