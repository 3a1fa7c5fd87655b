import { CalendarPage, type CalendarSearchParams } from '@/components/calendar/CalendarPage'
import { page, pageMetadata } from '@/lib/pages'

export const revalidate = 86400

export const metadata = pageMetadata('/academiccalendar')

export default function AcademicCalendarPage({ searchParams }: { searchParams: CalendarSearchParams }) {
  return (
    <CalendarPage
      calendar="academic"
      title={page('/academiccalendar').title}
      intro="Semester dates, registration, examinations, holidays and graduation."
      searchParams={searchParams}
      yearView
    />
  )
}
