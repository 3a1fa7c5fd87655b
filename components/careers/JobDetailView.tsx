import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { formatDate, formatDeadline } from '@/lib/text/dates'
import { employmentTypeLabel } from '@/lib/careers/employment-type'
import type { JobDetail } from '@/lib/reads/jobs'
import { JobActions } from './JobActions'
import styles from './Careers.module.css'
import { PageLink } from '@/components/ui/PageLink'

/** The whole of one job: department, deadline, type, full description, the offer and the description file. */
export function JobDetailView({ job }: { job: JobDetail }) {
  const type = employmentTypeLabel(job.employmentType)
  return (
    <>
      <PageHeader title={job.title} intro={job.department} />
      <section className="section">
        <article className="container prose" data-testid="job-detail" data-job-id={job.id}>
          <dl className={styles.facts}>
            <dt>Application deadline</dt>
            <dd data-testid="job-deadline">{formatDeadline(job.closingDate)}</dd>
            {type ? (
              <>
                <dt>Employment type</dt>
                <dd>{type}</dd>
              </>
            ) : null}
            <dt>Posted</dt>
            <dd>
              <time dateTime={job.postedAt}>{formatDate(job.postedAt)}</time>
            </dd>
          </dl>
          <RichText data={job.description} container />
          <JobActions job={job} className={styles.detailActions} />
          <p>
            <PageLink href="/careers">All open positions</PageLink>
          </p>
        </article>
      </section>
    </>
  )
}
