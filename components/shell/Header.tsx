import { ExternalLink } from '@/components/ui/ExternalLink'
import type { SiteSettings } from '@/lib/reads/settings'
import { MAIN_MENU } from '@/lib/pages/navigation'
import { Crest } from './Crest'
import { MainMenu } from './MainMenu'
import styles from './Header.module.css'
import { PageLink } from '@/components/ui/PageLink'

export function Header({ settings }: { settings: SiteSettings }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <PageLink href="/" className={styles.brand}>
          <Crest width={34} height={41} className={styles.crest} />
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
