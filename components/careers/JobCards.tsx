import { formatDeadline } from '@/lib/careers/deadline'
import { jobPath } from '@/lib/careers/job-path'
import type { Job } from '@/lib/reads/jobs'
import { JobActions } from './JobActions'
import styles from './Careers.module.css'
import { PageLink } from '@/components/ui/PageLink'

/**
 * Job cards: title (a link to the job's own page, which carries its JobPosting), department,
 * deadline, the offer and the description file.
 */
export function JobCards({ jobs, headingLevel = 2 }: { jobs: Job[]; headingLevel?: 2 | 3 }) {
  if (!jobs.length) return <p>There are no open positions at the moment. Please check back soon.</p>
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.grid}>
      {jobs.map((job) => (
        <li key={job.id} className={`card ${styles.card}`} data-testid="job-card" data-job-id={job.id}>
          <div className="card-body">
            <H className={styles.title}>
              <PageLink className={styles.titleLink} href={jobPath(job.id)}>
                {job.title}
              </PageLink>
            </H>
            <p className={styles.department}>{job.department}</p>
            <p>
              Application deadline: <strong data-testid="job-deadline">{formatDeadline(job.closingDate)}</strong>
            </p>
            <JobActions job={job} />
          </div>
        </li>
      ))}
    </ul>
  )
}
