import type { ReactNode } from 'react'
import { formatDeadlineKey } from '@/lib/text/dates'
import styles from './mdx.module.css'

/** A highlighted notice box, optionally dated (deadline, orientation days). */
export function Notice({
  title,
  date,
  dateLabel = 'Date',
  tone = 'warning',
  children,
}: {
  title?: string
  /** ISO date, e.g. 2022-04-30 */
  date?: string
  dateLabel?: string
  tone?: 'warning' | 'info'
  children?: ReactNode
}) {
  return (
    <aside className={`${styles.notice} ${tone === 'info' ? styles.info : ''}`} aria-label={title ?? 'Notice'}>
      {title ? (
        <p className={styles.noticeTitle}>
          <strong>{title}</strong>
        </p>
      ) : null}
      {date ? (
        <span className={styles.noticeDate}>
          {dateLabel}: <time dateTime={date}>{formatDeadlineKey(date)}</time>
        </span>
      ) : null}
      {children}
    </aside>
  )
}
