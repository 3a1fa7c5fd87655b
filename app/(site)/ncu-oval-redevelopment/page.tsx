import { ProgressBars } from '@/components/giving/ProgressBars'
import { Slideshow } from '@/components/giving/Slideshow'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getCampaign, getMediaByFilenames } from '@/lib/reads/giving'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/ncu-oval-redevelopment')

export default async function OvalPage() {
  const [campaign, images, settings] = await Promise.all([
    getCampaign('ncu-oval-redevelopment'),
    getMediaByFilenames(['oval-1.webp', 'oval-2.webp', 'oval-3.webp']),
    getSiteSettings(),
  ])
  const slides = images.filter((i) => i !== null)
  return (
    <>
      <PageHeader title={page('/ncu-oval-redevelopment').title} intro="A home for athletics, football and Sports Day for generations to come." />
      <BreadcrumbJsonLd path="/ncu-oval-redevelopment" />
      <section className="section">
        <div className="container">
          <Slideshow slides={slides} label="The Oval project" priority />
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="progress-heading">
        <div className="container">
          <h2 id="progress-heading">Our progress</h2>
          <p>
            For generations the Oval has hosted Sports Day, football, athletics and graduation. The redevelopment will level and resurface the field, build a
            running track and add covered stands and lighting, so that students, alumni and the community can use it all year.
          </p>
          <p>Every gift, large or small, brings us closer to the goal.</p>
          <ProgressBars totals={campaign?.totals ?? []} goalText={campaign?.goalText} />
          <p>
            <ExternalLink className="btn btn-accent" href={settings.links.givingForm}>
              Donate here
            </ExternalLink>
          </p>
        </div>
      </section>
    </>
  )
}
