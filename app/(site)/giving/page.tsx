import { UpcomingEventsSection } from '@/components/events/UpcomingEventsSection'
import styles from '@/components/giving/Giving.module.css'
import { Slideshow } from '@/components/giving/Slideshow'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getUpcomingEvents } from '@/lib/reads/upcoming-events'
import { getMediaByFilenames } from '@/lib/reads/giving'
import { PageLink } from '@/components/ui/PageLink'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/giving')

/** The two students helped (static content: name and quote). */
const STUDENT_STORIES = [
  {
    file: 'giving-student-1.webp',
    name: 'Keisha, Bachelor of Science in Nursing',
    quote: 'When my father lost his job I thought my studies were over. The RESCUE fund paid my last semester, and this year I graduate as a nurse.',
  },
  {
    file: 'giving-student-2.webp',
    name: 'Andre, Bachelor of Science in Engineering Technology',
    quote: 'A donor scholarship let me stay in school and keep my place at the lab. One day I will do the same for another student.',
  },
]

export default async function GivingPage() {
  const [images, events] = await Promise.all([getMediaByFilenames(STUDENT_STORIES.map((s) => s.file)), getUpcomingEvents(10)])
  const slides = STUDENT_STORIES.flatMap((s, i) => {
    const image = images[i]
    return image ? [{ ...image, quote: s.quote, name: s.name }] : []
  })
  return (
    <>
      <PageHeader title={page('/giving').title} intro="Your gift changes a student's life." />
      <section className="section" aria-label="Ways to give">
        <div className={`container ${styles.two}`}>
          <div className={styles.appeal}>
            <h2>Make a gift</h2>
            <p>
              Every year hundreds of our students depend on the generosity of alumni, churches and friends. Your gift funds scholarships, keeps laboratories and
              libraries up to date, and supports the ministry and service that make this a Christian university.
            </p>
            <p>Give once or every month, in any amount and any currency. Every gift, large or small, makes a difference.</p>
            <PageLink className="btn btn-accent" href="/donate">
              Give now
            </PageLink>
          </div>
          <div className={styles.appeal}>
            <h2>RESCUE 2020</h2>
            <p>
              The pandemic cost many of our students&apos; families their jobs and income. RESCUE 2020 raises funds so that no student has to leave their
              studies for lack of money: every dollar goes to tuition support for students in need.
            </p>
            <PageLink className="btn" href="/rescuedonate">
              Support RESCUE 2020
            </PageLink>
          </div>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="stories-heading">
        <div className="container">
          <h2 id="stories-heading">Students you have helped</h2>
          <Slideshow slides={slides} label="Student stories" />
        </div>
      </section>
      <UpcomingEventsSection events={events} />
    </>
  )
}
