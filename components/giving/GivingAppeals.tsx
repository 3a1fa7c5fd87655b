import { PageLink } from '@/components/ui/PageLink'
import styles from './Giving.module.css'

/** The two ways to give on /giving: a gift to the university, and the RESCUE 2020 appeal. */
export function GivingAppeals() {
  return (
    <section className="section" aria-label="Ways to give">
      <div className={`container ${styles.two}`}>
        <div className={styles.appeal}>
          <h2>Make a gift</h2>
          <p>
            Every year hundreds of our students depend on the generosity of alumni, churches and friends. Your gift
            funds scholarships, keeps laboratories and libraries up to date, and supports the ministry and service that
            make this a Christian university.
          </p>
          <p>
            Give once or every month, in any amount and any currency. Every gift, large or small, makes a difference.
          </p>
          <PageLink className="btn btn-accent" href="/donate">
            Give now
          </PageLink>
        </div>
        <div className={styles.appeal}>
          <h2>RESCUE 2020</h2>
          <p>
            The pandemic cost many of our students&apos; families their jobs and income. RESCUE 2020 raises funds so
            that no student has to leave their studies for lack of money: every dollar goes to tuition support for
            students in need.
          </p>
          <PageLink className="btn" href="/rescuedonate">
            Support RESCUE 2020
          </PageLink>
        </div>
      </div>
    </section>
  )
}
