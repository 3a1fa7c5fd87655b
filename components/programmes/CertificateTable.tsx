import { ScrollTable } from '@/components/ui/ScrollTable'
import { TickIcon } from '@/components/ui/icons'
import type { ProgrammeSummary } from '@/lib/reads/programmes'
import styles from './programs.module.css'

const LEVELS = ['Certificate', 'Diploma', 'Graduate'] as const

/** The certificate programmes with their department, each ticked under its level. */
export function CertificateTable({ rows }: { rows: ProgrammeSummary[] }) {
  if (!rows.length) return <p className={styles.empty}>Certificate programmes will be published soon.</p>
  return (
    <ScrollTable label="Certificate programmes and their level">
      <table>
        <caption className="visually-hidden">Certificate programmes and their level</caption>
        <thead>
          <tr>
            <th scope="col">Programme</th>
            <th scope="col">Department</th>
            {LEVELS.map((l) => (
              <th key={l} scope="col" className={styles.center}>
                {l}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.slug}>
              <th scope="row">{p.name}</th>
              <td>{p.department?.code ?? ''}</td>
              {LEVELS.map((l) => (
                <td key={l} className={styles.center}>
                  {p.certificateLevel === l ? <TickIcon className={styles.tick} label={`${l} level`} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
