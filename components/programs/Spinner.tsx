import styles from './programs.module.css'

/** The loading state of programme detail pages (spec: a spinner until loaded). */
export function Spinner({ label = 'Loading programme…' }: { label?: string }) {
  return (
    <div className={`container ${styles.spinner}`} role="status" aria-live="polite">
      <span aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
