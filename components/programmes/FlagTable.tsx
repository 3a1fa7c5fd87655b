import styles from './programs.module.css'
import { ScrollTable } from '@/components/ui/ScrollTable'
import { TickIcon } from '@/components/ui/icons'

export type FlagColumn<T> = { key: string; abbr: string; name: string; get: (row: T) => boolean; group?: string }

/** A table of rows with one tick column per flag; each column reads its own flag. */
export function FlagTable<T>({
  rows,
  columns,
  rowName,
  caption,
}: {
  rows: T[]
  columns: FlagColumn<T>[]
  rowName: (row: T) => string
  caption: string
}) {
  return (
    <ScrollTable label={caption}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Degree name</th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={styles.center}>
                <abbr title={c.name}>{c.abbr}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowName(row)}>
              <th scope="row">{rowName(row)}</th>
              {columns.map((c) => (
                <td key={c.key} className={styles.center} data-column={c.key}>
                  {c.get(row) ? (
                    <TickIcon className={styles.tick} label={`${c.name}: yes`} />
                  ) : (
                    <span className="visually-hidden">{c.name}: no</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
