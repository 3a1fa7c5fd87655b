import { UpcomingEventsSection } from '@/components/events/UpcomingEventsSection'
import { PageHeader } from '@/components/ui/PageHeader'
import ParentsCopy, { intro } from '@/content/student-life/parents.mdx'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getUpcomingEvents } from '@/lib/reads/upcoming-events'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/parents')

/** The upcoming events first, then the copy editors keep in content/student-life/parents.mdx. */
export default async function ParentsPage() {
  const events = await getUpcomingEvents(10)
  return (
    <>
      <PageHeader title={page('/parents').title} intro={intro} />
      <UpcomingEventsSection events={events} eager />
      <ParentsCopy />
    </>
  )
}
