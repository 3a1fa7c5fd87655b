import type { ProgrammeSummary } from '@/lib/reads/programmes'
import styles from './programs.module.css'
import { PageLink } from '@/components/ui/PageLink'

/** Graduate cards: name, campuses as badges and level; the whole card links to /grad/{slug}. */
export function GradCards({ programmes }: { programmes: ProgrammeSummary[] }) {
  if (!programmes.length) return <p className={styles.empty}>Graduate programmes will be listed here soon.</p>
  return (
    <ul className="grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {programmes.map((p) => (
        <li key={p.slug} className={`card ${styles.stretch}`}>
          <div className="card-body">
            <h2 className={styles.cardTitle}>
              <PageLink href={p.url ?? '#'}>{p.name}</PageLink>
            </h2>
            {p.level ? <p className={styles.meta}>{p.level}</p> : null}
            <ul className={styles.badges} aria-label="Campuses">
              {p.campuses.map((c) => (
                <li key={c} className="badge">
                  {c}
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  )
}
