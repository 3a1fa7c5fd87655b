import { UpcomingEventsSection } from '@/components/events/UpcomingEventsSection'
import { GivingAppeals } from '@/components/giving/GivingAppeals'
import { STUDENT_STORIES, StudentStories } from '@/components/giving/StudentStories'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getUpcomingEvents } from '@/lib/reads/upcoming-events'
import { getPicturesByName } from '@/lib/reads/giving'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/giving')

export default async function GivingPage() {
  const [images, events] = await Promise.all([
    getPicturesByName(STUDENT_STORIES.map((s) => s.picture)),
    getUpcomingEvents(10),
  ])
  return (
    <>
      <PageHeader title={page('/giving').title} intro="Your gift changes a student's life." />
      <GivingAppeals />
      <StudentStories images={images} />
      <UpcomingEventsSection events={events} />
    </>
  )
}
