import { ExternalLink } from '@/components/ui/ExternalLink'
import { TelLink } from '@/components/ui/TelLink'
import styles from './Parents.module.css'

export type Hotel = { name: string; address: string; phone: string; fax?: string; email?: string; website?: string }

/** Hotels as numbered cards, in the order given (closest to farthest), each with the ways to reach it. */
export function HotelList({ hotels }: { hotels: Hotel[] }) {
  return (
    <ol className={styles.hotels}>
      {hotels.map((h) => (
        <li key={h.name} className={`card ${styles.hotel}`}>
          <div className="card-body">
            <h3>{h.name}</h3>
            <dl>
              <dt>Address</dt>
              <dd>{h.address}</dd>
              <dt>Phone</dt>
              <dd>
                <TelLink number={h.phone} />
              </dd>
              {h.fax ? (
                <>
                  <dt>Fax</dt>
                  <dd>{h.fax}</dd>
                </>
              ) : null}
              {h.email ? (
                <>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${h.email}`}>{h.email}</a>
                  </dd>
                </>
              ) : null}
              {h.website ? (
                <>
                  <dt>Website</dt>
                  <dd>
                    <ExternalLink href={h.website}>{h.website.replace(/^https?:\/\//, '')}</ExternalLink>
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        </li>
      ))}
    </ol>
  )
}
