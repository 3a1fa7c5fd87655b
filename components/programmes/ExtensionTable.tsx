import type { ProgrammeSummary } from '@/lib/reads/programmes'
import { FlagTable, type FlagColumn } from './FlagTable'
import styles from './programs.module.css'

/** Each column shows its own flag (README, "Deliberate departures": the source swapped B.A and B.Sc). */
const COLUMNS: FlagColumn<ProgrammeSummary>[] = [
  { key: 'asc', abbr: 'A.Sc', name: 'Associate of Science', get: (p) => p.levels.associateScience },
  { key: 'aa', abbr: 'A.A', name: 'Associate of Arts', get: (p) => p.levels.associateArts },
  { key: 'bsc', abbr: 'B.Sc', name: 'Bachelor of Science', get: (p) => p.levels.bachelorScience },
  { key: 'ba', abbr: 'B.A', name: 'Bachelor of Arts', get: (p) => p.levels.bachelorArts },
  { key: 'phd', abbr: 'Ph.D', name: 'Doctor of Philosophy', get: (p) => p.levels.doctorate },
  { key: 'day', abbr: 'D', name: 'Day classes', get: (p) => p.extension.day },
  { key: 'evening', abbr: 'E', name: 'Evening classes', get: (p) => p.extension.evening },
  { key: 'eastern', abbr: 'EC', name: 'East regional campus (Kingston)', get: (p) => p.extension.eastern },
  { key: 'western', abbr: 'WC', name: 'West regional campus (Montego Bay)', get: (p) => p.extension.western },
  { key: 'online', abbr: 'OL', name: 'Online', get: (p) => p.extension.online },
]

/** The extension degrees by level, class time and campus or delivery, with the legend of the columns' abbreviations. */
export function ExtensionTable({ rows }: { rows: ProgrammeSummary[] }) {
  return (
    <>
      {rows.length ? (
        <FlagTable
          rows={rows}
          columns={COLUMNS}
          rowName={(p) => p.name}
          caption="Extension degrees by level, class time and campus or delivery"
        />
      ) : (
        <p className={styles.empty}>The extension offerings will be published soon.</p>
      )}
      <section aria-labelledby="ext-legend" style={{ marginTop: 'var(--space-8)' }}>
        <h2 id="ext-legend">Legend</h2>
        <dl className={styles.legend}>
          {COLUMNS.map((c) => (
            <div key={c.key} style={{ display: 'contents' }}>
              <dt>{c.abbr}</dt>
              <dd>{c.name}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}
