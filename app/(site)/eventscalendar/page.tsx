import { CalendarPage, type CalendarSearchParams } from '@/components/calendar/CalendarPage'
import { page, pageMetadata } from '@/lib/pages'

export const revalidate = 86400

export const metadata = pageMetadata('/eventscalendar')

export default function EventsCalendarPage({ searchParams }: { searchParams: CalendarSearchParams }) {
  return (
    <CalendarPage
      calendar="events"
      title={page('/eventscalendar').title}
      intro="Concerts, worship, sports and campus life: what is happening at the university."
      searchParams={searchParams}
    />
  )
}
