import { MapBox } from '@/components/mdx/lazy'
import { TelLink } from '@/components/ui/TelLink'
import type { SiteSettings } from '@/lib/reads/settings'
import { CAMPUSES } from './campuses'
import styles from './contact.module.css'

/** Each campus: address, phones, e-mail, and a map of local tiles beside the written address. */
export function Campuses({ settings }: { settings: SiteSettings }) {
  return (
    <div className={styles.campuses}>
      {CAMPUSES.map((c) => {
        const address = c.address ?? settings.address.split('\n')
        const phones = c.address ? c.phones : settings.phones.map((p) => `${p.number} (${p.label})`)
        const email = c.email ?? settings.emails.general
        return (
          <section key={c.id} className={`card ${styles.campus}`} aria-labelledby={`campus-${c.id}`}>
            <div className="card-body">
              <h2 id={`campus-${c.id}`}>{c.name}</h2>
              <address>
                {address.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </address>
              <p>
                <strong>Phone:</strong>{' '}
                {phones.map((p, i) => (
                  <span key={p}>
                    {i > 0 ? ', ' : ''}
                    <TelLink number={p} />
                  </span>
                ))}
                {c.id === 'main' && settings.fax ? (
                  <>
                    <br />
                    <strong>Fax:</strong> {settings.fax}
                  </>
                ) : null}
              </p>
              {email ? (
                <p>
                  <strong>E-mail:</strong> <a href={`mailto:${email}`}>{email}</a>
                </p>
              ) : null}
            </div>
            <MapBox
              label={`Map of ${c.name}`}
              center={[c.lat, c.lng]}
              zoom={8}
              minZoom={7}
              maxZoom={10}
              points={[{ name: c.name, lat: c.lat, lng: c.lng }]}
            />
          </section>
        )
      })}
    </div>
  )
}
