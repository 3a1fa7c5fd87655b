import styles from '@/components/giving/Giving.module.css'
import { ProgressBars } from '@/components/giving/ProgressBars'
import { Slideshow } from '@/components/giving/Slideshow'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getCampaign, getMediaByFilenames } from '@/lib/reads/giving'
import { getSiteSettings } from '@/lib/reads/settings'
import { PageLink } from '@/components/ui/PageLink'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/feastOfLight')

export default async function FeastOfLightPage() {
  const [campaign, images, settings] = await Promise.all([
    getCampaign('feast-of-lights'),
    getMediaByFilenames(['feast-of-lights.webp', 'feast-of-lights-programme.webp']),
    getSiteSettings(),
  ])
  const slides = images.filter((i) => i !== null)
  return (
    <>
      <PageHeader title={page('/feastOfLight').title} intro="A season of music, light and giving." />
      <BreadcrumbJsonLd path="/feastOfLight" />
      <section className="section">
        <div className={`container ${styles.two}`}>
          <div className="prose">
            <p>
              Each December the university family gathers for the Feast of Lights: an evening of carols, the choir and orchestra, and the lighting of candles
              for the year ahead. The offering supports students who could not otherwise continue their studies.
            </p>
            <h2>Ways to contribute</h2>
            <ul>
              <li>
                Online, by card: <ExternalLink href={settings.links.givingForm}>the giving form</ExternalLink>.
              </li>
              <li>In person: at the Bursary on the main campus, Monday to Thursday, or at the Feast of Lights itself.</li>
              <li>By bank transfer: ask the Bursary for the account details and quote “Feast of Lights”.</li>
              <li>Through your local church: mark your envelope “Feast of Lights”.</li>
            </ul>
            <p>
              <PageLink className="btn btn-accent" href="/donate">
                Give online
              </PageLink>
            </p>
            <h2>Amount raised</h2>
            <ProgressBars totals={campaign?.totals ?? []} goalText={campaign?.goalText} />
          </div>
          <Slideshow slides={slides} label="The Feast of Lights programme" priority />
        </div>
      </section>
    </>
  )
}
