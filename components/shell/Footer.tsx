import { ExternalLink } from '@/components/ui/ExternalLink'
import { TelLink } from '@/components/ui/TelLink'
import type { SiteSettings } from '@/lib/reads/settings'
import styles from './Footer.module.css'
import { PageLink } from '@/components/ui/PageLink'
import { FOOTER_ID } from './first-paint'

const QUICK_LINKS = [
  { label: 'Request information', href: '/request_information' },
  { label: 'Programmes', href: '/searchdegree' },
  { label: 'Academic calendar', href: '/academiccalendar' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact us', href: '/contactus' },
  { label: 'Department directory', href: '/searchDepartment' },
  { label: 'FAQs', href: '/faqs' },
]

export function Footer({ settings }: { settings: SiteSettings }) {
  const year = new Date().getFullYear()
  return (
    <footer id={FOOTER_ID} className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {settings.universityName}
          </h2>
          <address className={styles.address}>
            {settings.address.split('\n').map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <ul className={styles.list}>
            {settings.phones.map((phone) => (
              <li key={phone.number}>
                {phone.label}: <TelLink number={phone.number} />
              </li>
            ))}
            {settings.fax ? <li>Fax: {settings.fax}</li> : null}
            {settings.emails.general ? (
              <li>
                E-mail: <a href={`mailto:${settings.emails.general}`}>{settings.emails.general}</a>
              </li>
            ) : null}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            Quick links
          </h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <PageLink href={link.href}>{link.label}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            Follow us
          </h2>
          <ul className={styles.list}>
            {settings.social.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url}>{link.platform}</ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.legal}>
        <div className={`container ${styles.legalInner}`}>
          <p>
            © {year} {settings.universityName}
          </p>
          <ul className={styles.legalLinks}>
            <li>
              <PageLink href="/privacy">Privacy Notice</PageLink>
            </li>
            <li>
              <PageLink href="/dataProtection">Data Protection Notice</PageLink>
            </li>
            <li>
              <PageLink href="/cookies">Cookie Policy</PageLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
