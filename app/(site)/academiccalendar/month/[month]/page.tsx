import type { Metadata } from 'next'
import { CalendarPage } from '@/components/calendar/CalendarPage'
import { NotFoundPage } from '@/components/shell/NotFound'
import { academicYear } from '@/lib/calendar/academic-year'
import { page } from '@/lib/pages'
import { calendarMonthMetadata } from '@/lib/pages/page-metadata'
import { getCalendarDownloads, getCalendarMonthPage, getMonthEvents, renderUntilNext } from '@/lib/reads/calendar'
import { getSiteSettings } from '@/lib/reads/settings'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'

export const revalidate = 86400

type Props = { params: Promise<{ month: string }> }

/** None at build: each month renders on its first request (proxy.ts rewrites `/academiccalendar?month=…` here) and is cached. */
export async function generateStaticParams(): Promise<Awaited<Props['params']>[]> {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await getCalendarMonthPage('academic', (await params).month)
  return found
    ? calendarMonthMetadata(
        'academic',
        found.month,
        found.events.map((e) => e.name),
      )
    : notFoundMetadata()
}

/** One month of the academic calendar, `/academiccalendar?month=2027-01`, with the academic year it belongs to. */
export default async function AcademicCalendarMonthPage({ params }: Props) {
  const [found, downloads, settings] = await Promise.all([
    getCalendarMonthPage('academic', (await params).month),
    getCalendarDownloads(),
    getSiteSettings(),
    renderUntilNext('month'),
  ])
  if (!found) return <NotFoundPage />
  const year = academicYear(found.month)
  const yearEvents = await Promise.all(year.months.map((m) => getMonthEvents('academic', m.year, m.month)))
  return (
    <CalendarPage
      calendar="academic"
      title={page('/academiccalendar').title}
      month={found.month}
      events={found.events}
      range={found.range}
      view={{ page: 'month' }}
      downloads={downloads}
      settings={settings}
      year={{ ...year, events: yearEvents }}
    />
  )
}
