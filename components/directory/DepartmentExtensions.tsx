import { PageLink } from '@/components/ui/PageLink'
import type { OfficeHoursRow } from '@/lib/reads/directory'
import styles from './Directory.module.css'

/** Each office beside its telephone extension (offices without one are left out); nothing when none has one. */
export function DepartmentExtensions({ offices }: { offices: OfficeHoursRow[] }) {
  const pairs = offices.filter((o) => o.extension)
  if (!pairs.length) return null
  return (
    <section className="section section-alt" aria-labelledby="extensions-heading">
      <div className="container">
        <h2 id="extensions-heading">Departments and extensions</h2>
        <ul className={styles.pairs}>
          {pairs.map((o) => (
            <li key={o.id}>
              <span>{o.department}</span>
              <span>
                <span className="visually-hidden">extension </span>
                {o.extension}
              </span>
            </li>
          ))}
        </ul>
        <p>
          See <PageLink href="/openinghours">office hours</PageLink> for when each office is open.
        </p>
      </div>
    </section>
  )
}
