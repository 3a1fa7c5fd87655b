import { ExternalLink } from '@/components/ui/ExternalLink'
import { httpsOrigin } from '@/lib/http/security-headers'
import styles from './Giving.module.css'

/** The online giving form: framed when it is served over HTTPS (the only origin the page lets it frame), always also a link. */
export function GivingForm({ form }: { form: string }) {
  const framed = httpsOrigin(form) !== null
  return (
    <section className="section">
      <div className="container">
        <p>
          {framed ? 'If the form does not load, ' : 'Give online: '}
          <ExternalLink href={form} announce={false}>
            open the giving form in a new tab
          </ExternalLink>
          .
        </p>
        {framed && <iframe className={styles.iframe} src={form} title="Online giving form" loading="lazy" />}
      </div>
    </section>
  )
}
