import { ExternalLink } from '@/components/ui/ExternalLink'
import { utilityLinks } from '@/lib/pages/navigation'
import type { SiteSettings } from '@/lib/reads/settings'
import styles from './UtilityBar.module.css'
import { PageLink } from '@/components/ui/PageLink'

export function UtilityBar({ settings }: { settings: SiteSettings }) {
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label="Utility links">
          <ul className={styles.links}>
            {utilityLinks(settings).map((link) => (
              <li key={link.label}>
                {link.external ? (
                  <ExternalLink href={link.href}>{link.label}</ExternalLink>
                ) : (
                  <PageLink href={link.href}>{link.label}</PageLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <form role="search" aria-label="Site search" action="/keywordsearch" method="get" className={styles.search}>
          <label htmlFor="utility-search" className="visually-hidden">
            Search the site by keyword
          </label>
          <input
            id="utility-search"
            name="keyword"
            type="search"
            placeholder="Search by keyword"
            className={styles.input}
            required
          />
          <button type="submit" className={styles.button}>
            Search
          </button>
        </form>
      </div>
    </div>
  )
}
