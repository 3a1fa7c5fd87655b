import { ExternalLink } from '@/components/ui/ExternalLink'
import type { Campaign } from '@/lib/reads/giving'
import type { Image } from '@/lib/reads/media'
import { ProgressBars } from './ProgressBars'
import { Slideshow } from './Slideshow'

/** The Oval redevelopment: the project's pictures (those that exist), then the appeal, its progress and the way to give. */
export function OvalCampaign({
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
    <>
      <section className="section">
        <div className="container">
          <Slideshow slides={slides} label="The Oval project" priority />
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="progress-heading">
        <div className="container">
          <h2 id="progress-heading">Our progress</h2>
          <p>
            For generations the Oval has hosted Sports Day, football, athletics and graduation. The redevelopment will
            level and resurface the field, build a running track and add covered stands and lighting, so that students,
            alumni and the community can use it all year.
          </p>
          <p>Every gift, large or small, brings us closer to the goal.</p>
          <ProgressBars campaign={campaign} />
          <p>
            <ExternalLink className="btn btn-accent" href={givingForm}>
              Donate here
            </ExternalLink>
          </p>
        </div>
      </section>
    </>
  )
}
