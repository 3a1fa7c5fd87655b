import { CalendarPage, type CalendarSearchParams } from '@/components/calendar/CalendarPage'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/academiccalendar')

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
