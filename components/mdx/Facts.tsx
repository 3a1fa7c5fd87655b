import type { ReactNode } from 'react'
import styles from './mdx.module.css'

/** Key figures as a description list: <Facts items={[{ label: 'Accredited for', value: 'seven years' }]} /> */
export function Facts({ items, label }: { items: { label: string; value: ReactNode }[]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={styles.fact}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A row of call-to-action links. */
export function Actions({ children }: { children?: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
