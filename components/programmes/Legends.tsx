import { LEVEL_COLUMNS } from '@/lib/programmes/format'
import styles from './programs.module.css'

export type LegendDepartment = { code: string; name: string }

export function DepartmentLegend({
  departments,
  title = 'Department legend',
}: {
  departments: LegendDepartment[]
  title?: string
}) {
  return (
    <section aria-labelledby="legend-departments">
      <h2 id="legend-departments">{title}</h2>
      <dl className={styles.legend}>
        {departments.map((d) => (
          <div key={d.code} style={{ display: 'contents' }}>
            <dt>{d.code}</dt>
            <dd>{d.name}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function DegreeLegend({ extra = [] }: { extra?: { abbr: string; name: string }[] }) {
  return (
    <section aria-labelledby="legend-degrees">
      <h2 id="legend-degrees">Degree abbreviations</h2>
      <dl className={styles.legend}>
        {[...LEVEL_COLUMNS, ...extra].map((c) => (
          <div key={c.abbr} style={{ display: 'contents' }}>
            <dt>{c.abbr}</dt>
            <dd>{c.name}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function Legends({ departments }: { departments: LegendDepartment[] }) {
  return (
    <div className={styles.legends}>
      <DepartmentLegend departments={departments} />
      <DegreeLegend />
    </div>
  )
}
