import type { Metadata } from 'next'
import { CalendarPage, type CalendarSearchParams } from '@/components/calendar/CalendarPage'

export const revalidate = 86400

export const metadata: Metadata = {
  title: 'Academic calendar',
  description: 'Semester dates, registration, add/drop deadlines, examinations, holidays and graduation, month by month, with a yearly calendar to download.',
  alternates: { canonical: '/academiccalendar' },
}

export default function AcademicCalendarPage({ searchParams }: { searchParams: CalendarSearchParams }) {
  return (
    <CalendarPage
      calendar="academic"
      title="Academic Calendar"
      intro="Semester dates, registration, examinations, holidays and graduation."
      searchParams={searchParams}
    />
  )
}
