import styles from './Parents.module.css'

/** Lists of advice side by side, each under its heading. */
export function AdviceColumns({ columns }: { columns: { heading: string; points: string[] }[] }) {
  return (
    <div className={styles.columns}>
      {columns.map((column) => (
        <div key={column.heading}>
          <h3>{column.heading}</h3>
          <ul>
            {column.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
