import { ExternalLink } from '@/components/ui/ExternalLink'
import { JsonLd } from '@/components/ui/JsonLd'
import { formatDeadline } from '@/lib/careers/deadline'
import { jobPostingJsonLd } from '@/lib/careers/jsonld'
import { config } from '@/lib/config.mjs'
import type { Job } from '@/lib/reads/jobs'
import { ViewOfferLink } from './ViewOfferLink'
import styles from './Careers.module.css'

/** Job cards with JobPosting JSON-LD each. */
export function JobCards({ jobs, universityName, address, headingLevel = 2 }: { jobs: Job[]; universityName: string; address: string; headingLevel?: 2 | 3 }) {
  const siteUrl = config.serverUrl
  if (!jobs.length) return <p>There are no open positions at the moment. Please check back soon.</p>
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.grid}>
      {jobs.map((job) => (
        <li key={job.id} className={`card ${styles.card}`} data-testid="job-card" data-job-id={job.id}>
          <JsonLd data={jobPostingJsonLd(job, { name: universityName, address, url: siteUrl })} />
          <div className="card-body">
            <H className={styles.title}>{job.title}</H>
            <p className={styles.department}>{job.department}</p>
            <p>
              Application deadline: <strong data-testid="job-deadline">{formatDeadline(job.closingDate)}</strong>
            </p>
            <div className={styles.actions}>
              <ViewOfferLink jobId={job.id} href={job.advertUrl} title={job.title} />
              {job.descriptionUrl ? (
                <ExternalLink className="btn btn-outline" href={job.descriptionUrl} context={`: ${job.title}`}>
                  View Description
                </ExternalLink>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
