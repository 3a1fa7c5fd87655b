import { PageLink } from '@/components/ui/PageLink'
import { ScrollTable } from '@/components/ui/ScrollTable'
import type { OfficeHoursRow } from '@/lib/reads/directory'
import styles from './Directory.module.css'

/** When each office is open and its extension, each of its hours on a line; a way to the directory while none is listed. */
export function OfficeHoursTable({ rows }: { rows: OfficeHoursRow[] }) {
  if (!rows.length)
    return (
      <p>
        Office hours are being updated. Please call the main switchboard or see the{' '}
        <PageLink href="/searchDepartment">department directory</PageLink>.
      </p>
    )
  return (
    <ScrollTable label="Office hours by department">
      <table className={styles.table}>
        <caption className="visually-hidden">Office hours by department</caption>
        <thead>
          <tr>
            <th scope="col">Department</th>
            <th scope="col">Extension</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.department}</th>
              <td>{r.extension ?? '—'}</td>
              <td>
                {r.hours.split(/;\s*/).map((part, i) => (
                  <span key={i} className={styles.hoursPart}>
                    {part}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
