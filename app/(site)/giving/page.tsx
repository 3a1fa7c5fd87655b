import type { Metadata } from 'next'
import { EventsSlider } from '@/components/events/EventsSlider'
import { Slideshow } from '@/components/giving/Slideshow'
import styles from '@/components/giving/Giving.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { getUpcomingEvents } from '@/lib/data/events'
import { getMediaByFilenames } from '@/lib/data/giving'

export const revalidate = 86400

export const metadata: Metadata = {
  title: 'Give',
  description: 'Support students and the university: give online, support RESCUE 2020 and read the stories of students you help.',
  alternates: { canonical: '/giving' },
}

const STORIES = [
  { file: 'giving-student-1.webp', caption: 'Keisha, nursing: “The RESCUE fund paid my last semester. I graduate this year.”' },
  { file: 'giving-student-2.webp', caption: 'Andre, engineering: “A donor scholarship let me stay in school and keep my job at the lab.”' },
]

export default async function GivingPage() {
  const [images, events] = await Promise.all([getMediaByFilenames(STORIES.map((s) => s.file)), getUpcomingEvents(10)])
  const slides = STORIES.flatMap((s, i) => (images[i] ? [{ ...images[i]!, caption: s.caption }] : []))
  return (
    <>
      <PageHeader title="Give" intro="Your gift changes a student's life." />
      <section className="section">
        <div className={`container ${styles.two}`}>
          <div>
            <h2>Make a gift</h2>
            <p>Gifts fund scholarships, facilities and ministry on campus. Give once or every month, in any amount.</p>
            <a className="btn btn-accent" href="/donate">
              Give now
            </a>
          </div>
          <div>
            <h2>RESCUE 2020</h2>
            <p>Help students whose families lost income stay in school.</p>
            <a className="btn" href="/rescuedonate">
              Support RESCUE 2020
            </a>
          </div>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="stories-heading">
        <div className="container">
          <h2 id="stories-heading">Students you have helped</h2>
          <Slideshow slides={slides} label="Students you have helped" />
        </div>
      </section>
      <section className="section" aria-labelledby="events-heading">
        <div className="container">
          <h2 id="events-heading">Upcoming events</h2>
          <EventsSlider events={events} />
        </div>
      </section>
    </>
  )
}
