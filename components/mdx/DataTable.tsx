import type { ReactNode } from 'react'
import { ScrollTable } from '@/components/ui/ScrollTable'
import styles from './mdx.module.css'

export type Column = { label: string; numeric?: boolean }

/**
 * A captioned table for figures (fees, grading scales, scholarships). The first cell of each row
 * is its row header. Scrolls sideways on small screens; the scroll area is focusable.
 */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: (string | Column)[]
  rows: ReactNode[][]
}) {
  const cols = columns.map((c) => (typeof c === 'string' ? { label: c } : c))
  return (
    <ScrollTable className={styles.tableWrap} label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {cols.map((col) => (
              <th key={col.label} scope="col" className={col.numeric ? styles.num : undefined}>
                {col.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c} className={cols[c]?.numeric ? styles.num : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
