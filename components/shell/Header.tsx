import { ExternalLink } from '@/components/ui/ExternalLink'
import type { SiteSettings } from '@/lib/reads/settings'
import { MAIN_MENU } from '@/lib/navigation'
import { MainMenu } from './MainMenu'
import styles from './Header.module.css'
import { PageLink } from '@/components/ui/PageLink'

export function Header({ settings }: { settings: SiteSettings }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <PageLink href="/" className={styles.brand}>
          <svg aria-hidden="true" viewBox="0 0 40 48" width="34" height="41" className={styles.crest}>
            <path d="M20 1 L38 8 L36 30 L20 47 L4 30 L2 8 Z" fill="#0b3d6e" />
            <path d="M20 8 L31 12 L30 28 L20 39 L10 28 L9 12 Z" fill="#f2b705" />
            <path d="M14 18 h12 v2 h-12z M14 23 h12 v2 h-12z M19 14 h2 v16 h-2z" fill="#0b3d6e" />
          </svg>
          <span>
            <span className={styles.name}>{settings.universityName}</span>
            {settings.tagline ? <span className={styles.tagline}>{settings.tagline}</span> : null}
          </span>
        </PageLink>
        <div className={styles.actions}>
          <MainMenu sections={MAIN_MENU} />
          <ExternalLink className={`btn btn-accent ${styles.apply}`} href={settings.links.application}>
            Apply Now
          </ExternalLink>
        </div>
      </div>
    </header>
  )
}
