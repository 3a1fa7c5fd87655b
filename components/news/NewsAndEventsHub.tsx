import { ExternalLink } from '@/components/ui/ExternalLink'
import { PageLink } from '@/components/ui/PageLink'
import type { PagePath } from '@/lib/pages'
import type { SiteSettings } from '@/lib/reads/settings'
import styles from './News.module.css'

type HubCard = { title: string; text: string } & (
  { href: PagePath; external: false } | { href: string; external: true }
)

/** /newsandevents: cards leading to the calendars, the stories, the news and the university's media and student newspaper. */
export function NewsAndEventsHub({ links }: { links: Pick<SiteSettings['links'], 'media' | 'studentNewspaper'> }) {
  const cards: HubCard[] = [
    {
      title: 'Academic calendar',
      text: 'Semester dates, registration and examinations.',
      href: '/academiccalendar',
      external: false,
    },
    {
      title: 'Events calendar',
      text: 'What is happening on campus, month by month.',
      href: '/eventscalendar',
      external: false,
    },
    {
      title: 'All feature stories',
      text: 'Stories of our students, graduates and staff.',
      href: '/allfeaturestories',
      external: false,
    },
    { title: 'News and sports', text: 'The latest news and sports results.', href: '/news', external: false },
    { title: 'Media group', text: 'Radio, television and online media.', href: links.media, external: true },
    { title: 'Student newspaper', text: 'News written by students.', href: links.studentNewspaper, external: true },
  ]
  return (
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
  )
}
