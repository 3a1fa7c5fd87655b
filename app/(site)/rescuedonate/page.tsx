import { ProgressBars } from '@/components/giving/ProgressBars'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getCampaign } from '@/lib/reads/giving'
import { PageLink } from '@/components/ui/PageLink'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/rescuedonate')

export default async function RescuePage() {
  const campaign = await getCampaign('rescue-2020')
  return (
    <>
      <PageHeader title={page('/rescuedonate').title} intro="Keep a student in school." />
      <BreadcrumbJsonLd path="/rescuedonate" />
      <section className="section">
        <div className="container prose">
          <p>
            Many of our students&apos; families lost jobs and income during the pandemic. The RESCUE 2020 appeal raises funds so that no student has to leave
            their studies for lack of money.
          </p>
          <p>Your gift goes directly to tuition support for students in need, chosen by the financial aid committee.</p>
          <h2>Amount raised</h2>
          <ProgressBars totals={campaign?.totals ?? []} goalText={campaign?.goalText} />
          <p>
            <PageLink className="btn btn-accent" href="/donate">
              Give to RESCUE 2020
            </PageLink>
          </p>
        </div>
      </section>
    </>
  )
}
