import { ScrollTable } from '@/components/ui/ScrollTable'
import type { MinorItem } from '@/lib/reads/programmes'
import { DepartmentLegend } from './Legends'
import styles from './programs.module.css'

/** The minors with the code of the department offering each, and the legend of those codes. */
export function MinorsTable({ minors }: { minors: MinorItem[] }) {
  const departments = [
    ...new Map(
      minors.flatMap((m) => (m.department ? [[m.department.code, m.department.name] as const] : [])),
    ).entries(),
  ]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code))
  return (
    <>
      {minors.length ? (
        <ScrollTable label="Minors and their departments" style={{ maxWidth: 640 }}>
          <table>
            <caption className="visually-hidden">Minors and their departments</caption>
            <thead>
              <tr>
                <th scope="col">Minor</th>
                <th scope="col">Department</th>
              </tr>
            </thead>
            <tbody>
              {minors.map((m) => (
                <tr key={m.name}>
                  <th scope="row">{m.name}</th>
                  <td>{m.department ? <abbr title={m.department.name}>{m.department.code}</abbr> : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : (
        <p className={styles.empty}>The list of minors will be published soon.</p>
      )}
      <div className={styles.legends}>
        <DepartmentLegend departments={departments} />
      </div>
    </>
  )
}
