import type { Metadata } from 'next'
import { ProgressBars } from '@/components/giving/ProgressBars'
import { PageHeader } from '@/components/ui/PageHeader'
import { getCampaign } from '@/lib/reads/giving'

export const revalidate = 86400

export const metadata: Metadata = {
  title: 'RESCUE 2020',
  description: 'The RESCUE 2020 appeal helps students whose families lost income continue their studies.',
  alternates: { canonical: '/rescuedonate' },
}

export default async function RescuePage() {
  const campaign = await getCampaign('rescue-2020')
  return (
    <>
      <PageHeader title="RESCUE 2020" intro="Keep a student in school." />
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
            <a className="btn btn-accent" href="/donate">
              Give to RESCUE 2020
            </a>
          </p>
        </div>
      </section>
    </>
  )
}
