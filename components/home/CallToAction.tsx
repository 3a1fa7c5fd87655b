import { ExternalLink } from '@/components/ui/ExternalLink'
import { SmartLink } from '@/components/ui/SmartLink'
import type { HomeContent } from '@/lib/home/content'
import styles from './Home.module.css'

/** The invitation under the banner: Apply Now, then the editors' links. */
export function CallToAction({ cta, applyUrl }: { cta: HomeContent['cta']; applyUrl: string }) {
  return (
    <section className="section" aria-labelledby="cta-heading" data-block="cta">
      <div className={`container ${styles.cta}`}>
        <h2 id="cta-heading">{cta.heading}</h2>
        <p>{cta.text}</p>
        <div className={styles.actions}>
          <ExternalLink className="btn btn-accent" href={applyUrl}>
            Apply Now
          </ExternalLink>
          {cta.links.map((link, i) => (
            <SmartLink key={link.href} href={link.href} className={i === 0 ? 'btn' : 'btn btn-outline'}>
              {link.label}
            </SmartLink>
          ))}
        </div>
      </div>
    </section>
  )
}
