import { ExternalLink } from '@/components/ui/ExternalLink'
import type { Job } from '@/lib/reads/jobs'
import { ViewOfferLink } from './ViewOfferLink'
import styles from './Careers.module.css'

/** A job's View Offer (counted) and View Description buttons, on its card and on its page. */
export function JobActions({
  job,
  className,
}: {
  job: Pick<Job, 'id' | 'advertUrl' | 'title' | 'descriptionUrl'>
  className?: string
}) {
  return (
    <div className={[styles.actions, className].filter(Boolean).join(' ')}>
      <ViewOfferLink jobId={job.id} href={job.advertUrl} title={job.title} />
      {job.descriptionUrl ? (
        <ExternalLink className="btn btn-outline" href={job.descriptionUrl} context={`: ${job.title}`}>
          View Description
        </ExternalLink>
      ) : null}
    </div>
  )
}
