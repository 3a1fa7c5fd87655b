import { ExternalLink } from '@/components/ui/ExternalLink'
import type { DepartmentItem } from '@/lib/reads/colleges'
import styles from './colleges.module.css'

/** Department tiles: the title swaps for a Go to Website link on hover and on keyboard focus. */
export function DepartmentTiles({ departments }: { departments: DepartmentItem[] }) {
  return (
    <ul className={styles.tiles}>
      {departments.map((d) => (
        <li key={d.code} className={`${styles.tile} ${d.website ? styles.hasLink : ''}`}>
          <h3 className={styles.tileTitle}>
            {d.name}
            <span className={styles.tileCode}>{d.code}</span>
          </h3>
          {d.website ? (
            <ExternalLink className={`btn btn-accent ${styles.tileLink}`} href={d.website} context={` of ${d.name}`}>
              Go to Website
            </ExternalLink>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
