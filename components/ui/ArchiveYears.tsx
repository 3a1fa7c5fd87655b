import { archiveNoun, archivePath, type ArchivePage, type YearCount } from '@/lib/pages/archives'
import styles from './ArchiveNav.module.css'
import { PageLink } from './PageLink'

/**
 * Links to each year of an archive that has records, with how many, and back to every year: the
 * year archives of the list (or of its kind) this page shows.
 */
export function ArchiveYears({ view, years }: { view: ArchivePage; years: readonly YearCount[] }) {
  if (!years.length) return null
  const id = `${view.archive}-years`
  const current = (year: number | null) =>
    view.year !== year ? undefined : view.page === 1 ? ('page' as const) : ('true' as const)
  return (
    <nav aria-labelledby={id} className={styles.years}>
      <h2 id={id} className={styles.yearsHeading}>
        {archiveNoun(view)} by year
      </h2>
      <ul className={styles.list}>
        <li>
          <PageLink
            href={archivePath({ ...view, year: null, page: 1 })}
            className={styles.link}
            aria-current={current(null)}
          >
            All years
          </PageLink>
        </li>
        {years.map(({ year, count }) => (
          <li key={year}>
            <PageLink
              href={archivePath({ ...view, year, page: 1 })}
              className={styles.link}
              aria-current={current(year)}
            >
              {year} <span className={styles.count}>({count})</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
