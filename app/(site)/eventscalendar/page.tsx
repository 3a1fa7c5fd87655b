import { CalendarPage } from '@/components/calendar/CalendarPage'
import { requestedMonth } from '@/lib/calendar/month'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getCalendarDownloads, getMonthEvents } from '@/lib/reads/calendar'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/eventscalendar')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function EventsCalendarPage({ searchParams }: Props) {
  const month = requestedMonth((await searchParams).month)
  const [events, downloads, settings] = await Promise.all([
    getMonthEvents('events', month.year, month.month),
    getCalendarDownloads(),
    getSiteSettings(),
  ])
  return (
    <CalendarPage
      calendar="events"
      title={page('/eventscalendar').title}
      intro="Concerts, worship, sports and campus life: what is happening at the university."
      month={month}
      events={events}
      downloads={downloads}
      settings={settings}
    />
  )
}
