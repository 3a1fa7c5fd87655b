import { UpcomingEventsSection } from '@/components/events/UpcomingEventsSection'
import styles from '@/components/news/News.module.css'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getUpcomingEvents } from '@/lib/reads/upcoming-events'
import { getSiteSettings } from '@/lib/reads/settings'
import { PageLink } from '@/components/ui/PageLink'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/newsandevents')

export default async function NewsAndEventsPage() {
  const [settings, events] = await Promise.all([getSiteSettings(), getUpcomingEvents(10)])
  const cards = [
    { title: 'Academic calendar', text: 'Semester dates, registration and examinations.', href: '/academiccalendar', external: false },
    { title: 'Events calendar', text: 'What is happening on campus, month by month.', href: '/eventscalendar', external: false },
    { title: 'All feature stories', text: 'Stories of our students, graduates and staff.', href: '/allfeaturestories', external: false },
    { title: 'News and sports', text: 'The latest news and sports results.', href: '/news', external: false },
    { title: 'Media group', text: 'Radio, television and online media.', href: settings.links.media, external: true },
    { title: 'Student newspaper', text: 'News written by students.', href: settings.links.studentNewspaper, external: true },
  ]
  return (
    <>
      <PageHeader title={page('/newsandevents').title} />
      <section className="section">
        <div className="container">
          <ul className={styles.hub}>
            {cards.map((c) => (
              <li key={c.title}>
                {c.external ? (
                  <ExternalLink className={styles.hubCard} href={c.href}>
                    <strong>{c.title}</strong>
                    <span>{c.text}</span>
                  </ExternalLink>
                ) : (
                  <PageLink className={styles.hubCard} href={c.href}>
                    <strong>{c.title}</strong>
                    <span>{c.text}</span>
                  </PageLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <UpcomingEventsSection events={events} alt />
    </>
  )
}
