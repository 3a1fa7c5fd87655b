import type { Metadata } from 'next'
import { CalendarPage, type CalendarSearchParams } from '@/components/calendar/CalendarPage'

export const revalidate = 86400

export const metadata: Metadata = {
  title: 'Events calendar',
  description: 'Concerts, weeks of prayer, sports day, homecoming and other campus events, month by month.',
  alternates: { canonical: '/eventscalendar' },
}

export default function EventsCalendarPage({ searchParams }: { searchParams: CalendarSearchParams }) {
  return (
    <CalendarPage
      calendar="events"
      title="Events Calendar"
      intro="Concerts, worship, sports and campus life: what is happening at the university."
      searchParams={searchParams}
    />
  )
}
