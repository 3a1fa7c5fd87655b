import type { ReactNode } from 'react'
import styles from './Parents.module.css'

/** The orientation dates, set apart as a note. */
export function OrientationNotice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice} role="note" aria-label="Orientation notice">
      {children}
    </div>
  )
}
