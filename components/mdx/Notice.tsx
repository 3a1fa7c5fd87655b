import type { ReactNode } from 'react'
import styles from './mdx.module.css'

/** Formats an ISO date (YYYY-MM-DD) as "April 30, 2022" without time-zone drift. */
export function formatNoticeDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })
}

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
          {dateLabel}: <time dateTime={date}>{formatNoticeDate(date)}</time>
        </span>
      ) : null}
      {children}
    </aside>
  )
}
