import Image from 'next/image'
import { DegreeCards } from '@/components/programmes/DegreeCards'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { TelLink } from '@/components/ui/TelLink'
import type { CollegeDetail } from '@/lib/reads/colleges'
import type { ProgrammeSummary } from '@/lib/reads/programmes'
import { DepartmentTiles } from './DepartmentTiles'
import styles from './colleges.module.css'
import { PageLink } from '@/components/ui/PageLink'

type Props = {
  college: CollegeDetail
  /**
   * Undergraduate degrees listed on the page, under their heading (spec: CNAS by college, education
   * by department TED): the first of them, how many there are, and where the finder lists them all.
   */
  degrees?: { title: string; programmes: ProgrammeSummary[]; total: number; allHref: string }
  /** The education page's See All Departments button. */
  seeAllDepartments?: boolean
}

/** One college landing page, all of it from the CMS (Colleges and Departments collections). */
export function CollegePage({ college, degrees, seeAllDepartments }: Props) {
  return (
    <>
      <PageHeader title={college.name} intro={college.summary} />
      <BreadcrumbJsonLd path={college.route} />
      <section className="container section" aria-labelledby="dean">
        <h2 id="dean">Message from the Dean</h2>
        <div className={styles.dean}>
          {college.dean.photo ? (
            <Image
              className={styles.deanPhoto}
              src={college.dean.photo.src}
              alt={college.dean.photo.alt}
              width={college.dean.photo.width}
              height={college.dean.photo.height}
              sizes="220px"
            />
          ) : null}
          <div className="prose">
            <RichText data={college.dean.message} />
            {college.dean.name ? (
              <p>
                <strong>{college.dean.name}</strong>, Dean
              </p>
            ) : null}
          </div>
        </div>
      </section>

      {college.departments.length ? (
        <section className="section section-alt" aria-labelledby="departments">
          <div className="container">
            <h2 id="departments">Departments</h2>
            <DepartmentTiles departments={college.departments} />
            {seeAllDepartments ? (
              <p style={{ marginTop: 'var(--space-6)' }}>
                <PageLink className="btn" href="/alldepartments">
                  See All Departments
                </PageLink>
              </p>
            ) : null}
          </div>
        </section>
      ) : null}

      {degrees?.programmes.length ? (
        <section className="container section" aria-labelledby="degrees">
          <h2 id="degrees">{degrees.title}</h2>
          <DegreeCards programmes={degrees.programmes} />
          {degrees.total > degrees.programmes.length ? (
            <p>
              <PageLink href={degrees.allHref}>See all {degrees.total} programmes in the programme finder</PageLink>
            </p>
          ) : null}
        </section>
      ) : null}

      {college.research.length ? (
        <section className="container section" aria-labelledby="research">
          <h2 id="research">Research</h2>
          <ul className="grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {college.research.map((r) => (
              <li key={r.title} className={`card ${styles.research}`}>
                {r.image ? (
                  <Image
                    src={r.image.src}
                    alt=""
                    width={r.image.width}
                    height={r.image.height}
                    sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 100vw"
                  />
                ) : null}
                <div className="card-body">
                  <h3 className={styles.h3}>{r.title}</h3>
                  {r.summary ? <p style={{ margin: 0 }}>{r.summary}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {college.topAchievers.length ? (
        <section className="section section-alt" aria-labelledby="achievers">
          <div className="container">
            <h2 id="achievers">Top achievers</h2>
            <ul className="grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {college.topAchievers.map((a) => (
                <li key={a.name} className={`card ${styles.achiever}`}>
                  {a.photo ? (
                    <Image
                      src={a.photo.src}
                      alt={a.photo.alt}
                      width={a.photo.width}
                      height={a.photo.height}
                      sizes="(min-width: 1200px) 380px, (min-width: 600px) 45vw, 100vw"
                    />
                  ) : null}
                  <div className="card-body">
                    <h3 className={styles.h3}>{a.name}</h3>
                    {a.programme ? <p style={{ margin: 0 }}>{a.programme}</p> : null}
                    {a.achievement ? (
                      <p className="muted" style={{ margin: 0 }}>
                        {a.achievement}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {college.successStory ? (
        <section className="container section" aria-labelledby="story">
          <h2 id="story">Success story</h2>
          <figure className={styles.story} style={{ margin: 0 }}>
            {college.successStory.photo ? (
              <Image
                src={college.successStory.photo.src}
                alt={college.successStory.photo.alt}
                width={college.successStory.photo.width}
                height={college.successStory.photo.height}
                sizes="200px"
              />
            ) : null}
            <blockquote>“{college.successStory.quote}”</blockquote>
            {college.successStory.name ? <figcaption>— {college.successStory.name}</figcaption> : null}
          </figure>
        </section>
      ) : null}

      {college.contacts.length ? (
        <section className="section section-alt" aria-labelledby="contacts">
          <div className="container">
            <h2 id="contacts">Contact us</h2>
            <ul className={`grid ${styles.contacts}`}>
              {college.contacts.map((c) => (
                <li key={c.name + c.role} className={`card ${styles.contact}`}>
                  <div className="card-body">
                    <h3 className={styles.h3}>{c.name}</h3>
                    {c.role ? (
                      <p className="muted" style={{ margin: 0 }}>
                        {c.role}
                      </p>
                    ) : null}
                    <dl>
                      {c.internalExtension ? (
                        <>
                          <dt>Internal ext.</dt>
                          <dd>{c.internalExtension}</dd>
                        </>
                      ) : null}
                      {c.externalPhone ? (
                        <>
                          <dt>External</dt>
                          <dd>
                            <TelLink number={c.externalPhone} />
                          </dd>
                        </>
                      ) : null}
                      {c.email ? (
                        <>
                          <dt>E-mail</dt>
                          <dd>
                            <a href={`mailto:${c.email}`}>{c.email}</a>
                          </dd>
                        </>
                      ) : null}
                    </dl>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  )
}
