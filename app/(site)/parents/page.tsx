import type { Metadata } from 'next'
import { EventsSlider } from '@/components/events/EventsSlider'
import { PageHeader } from '@/components/ui/PageHeader'
import { getUpcomingEvents } from '@/lib/data/events'

export const revalidate = 86400

export const metadata: Metadata = {
  title: 'Parents',
  description: 'Information for parents: orientation, upcoming events, travel and accommodation, advice and frequently asked questions.',
  alternates: { canonical: '/parents' },
}

/** Closest to farthest from the main campus. */
const HOTELS = [
  { name: 'Mandeville Hotel', address: '4 Hotel Street, Mandeville, Manchester', phone: '(876) 962-2460', link: 'mailto:reservations@mandevillehotel.example' },
  { name: 'Golf View Hotel', address: '51/2 Caledonia Road, Mandeville, Manchester', phone: '(876) 962-4477', link: 'https://golfview.example' },
  { name: 'Villa Bella Hotel', address: 'Sale Terrace, Christiana, Manchester', phone: '(876) 964-2243', link: 'https://villabella.example' },
]

const ADVICE_DO = [
  'Encourage your child to meet their academic advisor early in each semester.',
  'Keep in touch regularly, but let your child solve everyday problems on their own.',
  'Talk about money and a budget before the semester starts.',
  'Encourage involvement in a club, a ministry or a sport.',
]
const ADVICE_EXPECT = [
  'The first weeks can be hard: homesickness is normal and passes.',
  'Grades in the first semester may be lower than in high school.',
  'Your child will change and grow; expect new ideas and new friends.',
  'Ask about wellbeing as well as grades.',
]

const FAQ = [
  { q: 'What if my child has a problem on campus?', a: 'Students can speak to their residence hall dean, academic advisor, the chaplain or the counselling centre. Parents may contact the Office of Student Services.' },
  { q: 'What types of financial aid are available?', a: 'Scholarships, grants, work-study and payment plans. See the financial aid and scholarships pages for details and deadlines.' },
  { q: 'How safe is the campus?', a: 'Public Safety staff patrol the campus 24 hours a day, and entry to the residence halls is controlled.' },
  { q: 'What happens if my child is sick on campus?', a: 'The Health and Wellness centre sees students on weekdays; emergencies are taken to the regional hospital and parents are informed.' },
  { q: 'Will my child find a job after graduating?', a: 'Career services help students with internships, CVs and interviews, and our graduates work throughout the Caribbean and beyond.' },
]

export default async function ParentsPage() {
  const events = await getUpcomingEvents(10)
  return (
    <>
      <PageHeader title="Parents" intro="Welcome, parents and guardians. Thank you for trusting us with your child's education." />
      <section className="section" aria-labelledby="orientation-heading">
        <div className="container">
          <h2 id="orientation-heading">Orientation</h2>
          <p role="note" className="card card-body">
            <strong>Fall 2020 orientation</strong> for new students and parents takes place on <strong>26 and 27 August</strong>.
          </p>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="events-heading">
        <div className="container">
          <h2 id="events-heading">Upcoming events</h2>
          <EventsSlider events={events} />
        </div>
      </section>
      <section className="section" aria-labelledby="travel-heading">
        <div className="container">
          <h2 id="travel-heading">Travel and accommodation</h2>
          <p>Hotels near the main campus, from closest to farthest:</p>
          <ol>
            {HOTELS.map((h) => (
              <li key={h.name}>
                <strong>{h.name}</strong>, {h.address}. Phone: <a href={`tel:${h.phone.replace(/[^0-9+]/g, '')}`}>{h.phone}</a>.{' '}
                <a href={h.link}>{h.link.startsWith('mailto:') ? 'E-mail' : 'Website'}<span className="visually-hidden"> of {h.name}</span></a>
              </li>
            ))}
          </ol>
          <p className="muted">The university is not affiliated with these hotels and lists them only for your convenience.</p>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="advice-heading">
        <div className="container">
          <h2 id="advice-heading">Advice to parents</h2>
          <h3>How you can help</h3>
          <ul>{ADVICE_DO.map((a) => <li key={a}>{a}</li>)}</ul>
          <h3>What to expect</h3>
          <ul>{ADVICE_EXPECT.map((a) => <li key={a}>{a}</li>)}</ul>
        </div>
      </section>
      <section className="section" aria-labelledby="faq-heading">
        <div className="container">
          <h2 id="faq-heading">Parents FAQ</h2>
          {FAQ.map((f) => (
            <details key={f.q}>
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  )
}
