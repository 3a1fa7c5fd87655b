import { PageLink } from '@/components/ui/PageLink'
import type { Campaign } from '@/lib/reads/giving'
import { ProgressBars } from './ProgressBars'

/** The RESCUE 2020 appeal: why, where the money goes, how much is raised, and the way to give. */
export function RescueAppeal({ campaign }: { campaign: Campaign | null }) {
  return (
    <section className="section">
      <div className="container prose">
        <p>
          Many of our students&apos; families lost jobs and income during the pandemic. The RESCUE 2020 appeal raises
          funds so that no student has to leave their studies for lack of money.
        </p>
        <p>Your gift goes directly to tuition support for students in need, chosen by the financial aid committee.</p>
        <h2>Amount raised</h2>
        <ProgressBars campaign={campaign} />
        <p>
          <PageLink className="btn btn-accent" href="/donate">
            Give to RESCUE 2020
          </PageLink>
        </p>
      </div>
    </section>
  )
}
