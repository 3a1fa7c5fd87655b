'use client'

import { useId, useState } from 'react'
import styles from './Calendar.module.css'

export type DownloadOption = { id: string; label: string; url: string }

/** Spec §2: a yearly calendar picker; Download does nothing until a year is chosen. */
export function CalendarDownload({ options }: { options: DownloadOption[] }) {
  const [url, setUrl] = useState('')
  const id = useId()
  const chosen = options.find((o) => o.url === url)
  return (
    <div className={styles.download}>
      <label htmlFor={`${id}-select`} className={styles.downloadLabel}>
        Yearly calendar
      </label>
      <div className={styles.downloadRow}>
        <select
          id={`${id}-select`}
          className="input"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-describedby={`${id}-hint`}
        >
          <option value="" disabled>
            Please select a calendar to download
          </option>
          {options.map((o) => (
            <option key={o.id} value={o.url}>
              {o.label}
            </option>
          ))}
        </select>
        {chosen ? (
          <a className="btn" href={chosen.url} download>
            Download<span className="visually-hidden"> the {chosen.label} calendar (PDF)</span>
          </a>
        ) : (
          <button type="button" className={`btn ${styles.disabled}`} disabled>
            Download
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {chosen ? `The ${chosen.label} calendar is a PDF file.` : 'Choose a year to download its calendar.'}
      </p>
    </div>
  )
}
