import { ExternalLink } from '@/components/ui/ExternalLink'
import type { SiteSettings } from '@/lib/reads/settings'
import styles from './contact.module.css'

/** The university's social media accounts (Site settings), as buttons that open a new tab. */
export function SocialLinks({ settings }: { settings: SiteSettings }) {
  return (
    <ul className={styles.social} aria-label="Social media">
      {settings.social.map((s) => (
        <li key={s.url}>
          <ExternalLink className="btn btn-outline" href={s.url}>
            {s.platform}
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
