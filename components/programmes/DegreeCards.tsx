import Image from 'next/image'
import type { ProgrammeSummary } from '@/lib/reads/programmes'
import { levelAbbreviations } from '@/lib/programmes/format'
import styles from './programs.module.css'
import { PageLink } from '@/components/ui/PageLink'

/** Server-rendered undergraduate degree cards (college pages), each linking to /undergrad?degree={slug}. */
export function DegreeCards({
  programmes,
  headingLevel = 3,
}: {
  programmes: ProgrammeSummary[]
  headingLevel?: 2 | 3
}) {
  const H = `h${headingLevel}` as 'h2' | 'h3'
  return (
    <ul className="grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {programmes.map((p) => (
        <li key={p.slug} className={`card ${styles.programmeCard}`}>
          {p.thumbnail ? (
            <Image
              className={styles.thumb}
              src={p.thumbnail.src}
              alt=""
              width={p.thumbnail.width}
              height={p.thumbnail.height}
              sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 96px"
            />
          ) : null}
          <div className="card-body">
            <H className={styles.cardTitle}>{p.name}</H>
            <p className={styles.meta}>{levelAbbreviations(p.levels).join(' · ')}</p>
            {p.department ? <p className={styles.meta}>{p.department.name}</p> : null}
            <PageLink className={`btn btn-outline ${styles.cardAction}`} href={p.url ?? '#'}>
              Learn More<span className="visually-hidden"> about {p.name}</span>
            </PageLink>
          </div>
        </li>
      ))}
    </ul>
  )
}
