import { ExternalLink } from '@/components/ui/ExternalLink'
import { PageLink } from '@/components/ui/PageLink'
import type { Campaign } from '@/lib/reads/giving'
import type { Image } from '@/lib/reads/media'
import { ProgressBars } from './ProgressBars'
import { Slideshow } from './Slideshow'
import styles from './Giving.module.css'

/** The Feast of Lights offering: what it is, the ways to contribute, how much is raised, beside its pictures (those that exist). */
export function FeastOfLightAppeal({
  campaign,
  images,
  givingForm,
}: {
  campaign: Campaign | null
  images: (Image | null)[]
  givingForm: string
}) {
  const slides = images.filter((i) => i !== null)
  return (
    <section className="section">
      <div className={`container ${styles.two}`}>
        <div className="prose">
          <p>
            Each December the university family gathers for the Feast of Lights: an evening of carols, the choir and
            orchestra, and the lighting of candles for the year ahead. The offering supports students who could not
            otherwise continue their studies.
          </p>
          <h2>Ways to contribute</h2>
          <ul>
            <li>
              Online, by card: <ExternalLink href={givingForm}>the giving form</ExternalLink>.
            </li>
            <li>
              In person: at the cashier in Student Finance on the main campus during its opening hours, or at the Feast
              of Lights itself.
            </li>
            <li>By bank transfer: ask Student Finance for the account details and quote “Feast of Lights”.</li>
            <li>Through your local church: mark your envelope “Feast of Lights”.</li>
          </ul>
          <p>
            <PageLink className="btn btn-accent" href="/donate">
              Give online
            </PageLink>
          </p>
          <h2>Amount raised</h2>
          <ProgressBars campaign={campaign} />
        </div>
        <Slideshow slides={slides} label="The Feast of Lights programme" priority />
      </div>
    </section>
  )
}
