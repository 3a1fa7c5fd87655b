import type { Metadata } from 'next'
import { CalendarPage } from '@/components/calendar/CalendarPage'
import { NotFoundPage } from '@/components/shell/NotFound'
import { page } from '@/lib/pages'
import { calendarMonthMetadata } from '@/lib/pages/page-metadata'
import { getCalendarDownloads, getCalendarMonthPage, renderUntilNext } from '@/lib/reads/calendar'
import { getSiteSettings } from '@/lib/reads/settings'
import { notFoundMetadata } from '@/lib/seo/detail-metadata'

export const revalidate = 86400

type Props = { params: Promise<{ month: string }> }

/** None at build: each month renders on its first request (proxy.ts rewrites `/eventscalendar?month=…` here) and is cached. */
export async function generateStaticParams(): Promise<Awaited<Props['params']>[]> {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await getCalendarMonthPage('events', (await params).month)
  return found
    ? calendarMonthMetadata(
        'events',
        found.month,
        found.events.map((e) => e.name),
      )
    : notFoundMetadata()
}

/** One month of the events calendar, `/eventscalendar?month=2026-12`. */
export default async function EventsCalendarMonthPage({ params }: Props) {
  const [found, downloads, settings] = await Promise.all([
    getCalendarMonthPage('events', (await params).month),
    getCalendarDownloads(),
    getSiteSettings(),
    renderUntilNext('month'),
  ])
  if (!found) return <NotFoundPage />
  return (
    <CalendarPage
      calendar="events"
      title={page('/eventscalendar').title}
      month={found.month}
      events={found.events}
      range={found.range}
      view={{ page: 'month' }}
      downloads={downloads}
      settings={settings}
    />
  )
}
