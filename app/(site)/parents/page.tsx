import { UpcomingEventsSection } from '@/components/events/UpcomingEventsSection'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { TelLink } from '@/components/ui/TelLink'
import { getUpcomingEvents } from '@/lib/reads/upcoming-events'
import styles from './parents.module.css'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/parents')

type Hotel = { name: string; address: string; phone: string; fax?: string; email?: string; website?: string }

/**
 * Closest to farthest from the main campus. The spec names no hotels, so these are plainly
 * fictional placeholders (reserved `.example` domains, 555-01xx numbers): listing real hotels
 * with made-up details would send parents to wrong numbers.
 */
const HOTELS: Hotel[] = [
  {
    name: 'Example Hilltop Hotel',
    address: '1 Example Road, Mandeville, Manchester',
    phone: '(876) 555-0160',
    fax: '(876) 555-0161',
    email: 'reservations@hilltop-hotel.example',
    website: 'https://hilltop-hotel.example',
  },
  {
    name: 'Example Garden Guest House',
    address: '2 Example Road, Mandeville, Manchester',
    phone: '(876) 555-0170',
    email: 'stay@garden-guesthouse.example',
    website: 'https://garden-guesthouse.example',
  },
  { name: 'Example Valley Inn', address: '3 Example Road, Christiana, Manchester', phone: '(876) 555-0180', website: 'https://valley-inn.example' },
]

const ADVICE_HELP = [
  'Encourage your child to meet their academic advisor early in each semester.',
  'Keep in touch regularly, but let your child solve everyday problems on their own.',
  'Talk about money and a budget before the semester starts.',
  'Encourage involvement in a club, a ministry or a sport.',
  'Send the occasional care package or letter: it means more than you think.',
]
const ADVICE_EXPECT = [
  'The first weeks can be hard: homesickness is normal and passes.',
  'Grades in the first semester may be lower than in high school.',
  'Your child will change and grow; expect new ideas and new friends.',
  'Ask about wellbeing as well as grades.',
  'Your child may call less often as they settle in: that is a good sign.',
]

const FAQ = [
  {
    q: 'What if my child has a problem on campus?',
    a: 'Students can speak to their residence hall dean, academic advisor, the chaplain or Counselling and Psychological Services. Parents may contact the Office of Student Services, who will help find the right person.',
  },
  {
    q: 'What types of financial aid are available?',
    a: 'Scholarships, grants, work-study places and payment plans. See the financial aid and scholarships pages for details and deadlines.',
  },
  {
    q: 'How safe is the campus?',
    a: 'Public Safety officers patrol the campus 24 hours a day, entry and exit are controlled at the gates, and entry to the residence halls is restricted to residents.',
  },
  {
    q: 'What happens if my child is sick on campus?',
    a: 'The Health and Wellness centre sees students on weekdays. In an emergency students are taken to the regional hospital, and parents or guardians are informed.',
  },
  {
    q: 'Will my child find a job after graduating?',
    a: 'Career and Employment Services help students with internships, CVs and interviews from the first year, and our graduates work throughout the Caribbean and beyond.',
  },
]

export default async function ParentsPage() {
  const events = await getUpcomingEvents(10)
  return (
    <>
      <PageHeader
        title={page('/parents').title}
        intro="Welcome, parents and guardians. Thank you for trusting us with your child's education: here is what you need to know."
      />

      <UpcomingEventsSection events={events} eager />

      <section className="section section-alt" aria-labelledby="orientation-heading">
        <div className="container">
          <h2 id="orientation-heading">Orientation</h2>
          <div className={styles.notice} role="note" aria-label="Orientation notice">
            <p>
              <strong>Fall 2020 orientation:</strong> new students and their parents are welcome on campus on <strong>26 and 27 August</strong>.
            </p>
            <p>Meet the deans, advisors and chaplains, tour the residence halls and complete registration with your student.</p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="travel-heading">
        <div className="container">
          <h2 id="travel-heading">Travel and accommodation</h2>
          <p>Hotels near the main campus, from closest to farthest:</p>
          <ol className={styles.hotels}>
            {HOTELS.map((h) => (
              <li key={h.name} className={`card ${styles.hotel}`}>
                <div className="card-body">
                  <h3>{h.name}</h3>
                  <dl>
                    <dt>Address</dt>
                    <dd>{h.address}</dd>
                    <dt>Phone</dt>
                    <dd>
                      <TelLink number={h.phone} />
                    </dd>
                    {h.fax ? (
                      <>
                        <dt>Fax</dt>
                        <dd>{h.fax}</dd>
                      </>
                    ) : null}
                    {h.email ? (
                      <>
                        <dt>E-mail</dt>
                        <dd>
                          <a href={`mailto:${h.email}`}>{h.email}</a>
                        </dd>
                      </>
                    ) : null}
                    {h.website ? (
                      <>
                        <dt>Website</dt>
                        <dd>
                          <ExternalLink href={h.website}>{h.website.replace(/^https?:\/\//, '')}</ExternalLink>
                        </dd>
                      </>
                    ) : null}
                  </dl>
                </div>
              </li>
            ))}
          </ol>
          <p className="muted">
            Disclaimer: the university is not affiliated with these hotels and does not endorse them. They are listed only for your convenience; please contact
            them directly about rates and bookings.
          </p>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="advice-heading">
        <div className="container">
          <h2 id="advice-heading">Advice to parents</h2>
          <div className={styles.columns}>
            <div>
              <h3>How you can help</h3>
              <ul>
                {ADVICE_HELP.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3>What to expect</h3>
              <ul>
                {ADVICE_EXPECT.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="faq-heading">
        <div className={`container ${styles.faq}`}>
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
