import { UpcomingEventsSection } from '@/components/events/UpcomingEventsSection'
import { NewsAndEventsHub } from '@/components/news/NewsAndEventsHub'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { withFeed } from '@/lib/seo/feeds'
import { getUpcomingEvents } from '@/lib/reads/upcoming-events'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 86400

export const generateMetadata = async () => withFeed(await pageMetadata('/newsandevents'), 'news', 'stories')

export default async function NewsAndEventsPage() {
  const [settings, events] = await Promise.all([getSiteSettings(), getUpcomingEvents(10)])
  return (
    <>
      <PageHeader title={page('/newsandevents').title} />
      <NewsAndEventsHub links={settings.links} />
      <UpcomingEventsSection events={events} alt />
    </>
  )
}
