import { PageLink } from '@/components/ui/PageLink'
import { CAREERS_SNIPPET_SIZE } from '@/lib/careers/deadline'
import type { Job } from '@/lib/reads/jobs'
import { JobCards } from './JobCards'

/** The first few open positions, and the way to all of them. */
export function OpenPositions({ jobs }: { jobs: Job[] }) {
  return (
    <section className="section section-alt" aria-labelledby="jobs-heading">
      <div className="container">
        <h2 id="jobs-heading">Work at the university</h2>
        <JobCards jobs={jobs.slice(0, CAREERS_SNIPPET_SIZE)} headingLevel={3} />
        <p>
          <PageLink href="/careers">All open positions</PageLink>
        </p>
      </div>
    </section>
  )
}
