import { CalendarPage, type CalendarSearchParams } from '@/components/calendar/CalendarPage'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/eventscalendar')

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
