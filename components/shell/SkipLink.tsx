import styles from './SkipLink.module.css'

export function SkipLink() {
  return (
    <a href="#main" className={styles.skip}>
      Skip to main content
    </a>
  )
}
