import Image from 'next/image'
import { PageLink } from '@/components/ui/PageLink'
import type { CollegeSummary } from '@/lib/reads/colleges'
import styles from './Home.module.css'

/** The colleges and school as picture tiles whose summary and link show on hover and focus; nothing without colleges. */
export function CollegesBlock({ colleges }: { colleges: CollegeSummary[] }) {
  if (!colleges.length) return null
  return (
    <section className="render-when-near section section-alt" aria-labelledby="colleges-heading" data-block="colleges">
      <div className="container">
        <h2 id="colleges-heading">Colleges and schools</h2>
        <ul className={styles.colleges}>
          {colleges.map((college) => (
            <li key={college.code} className={styles.college}>
              {college.image ? (
                <Image src={college.image.src} alt="" fill sizes="(max-width: 700px) 100vw, 25vw" />
              ) : null}
              <div className={styles.collegeBody}>
                <h3>{college.name}</h3>
                <div className={styles.reveal}>
                  <p>{college.summary}</p>
                  <PageLink className="btn btn-accent" href={college.route}>
                    View<span className="visually-hidden"> {college.name}</span>
                  </PageLink>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
