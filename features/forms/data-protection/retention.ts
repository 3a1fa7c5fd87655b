import type { PayloadRequest } from 'payload'
import { purgeBefore } from '@/features/request-information/data-protection/retention-period'

/**
 * Deletes the form submissions received before `cutoff` (the information requests' retention
 * period, Site settings), leaving no copy of them on disk: run by the daily retention job.
 */
export function purgeExpiredSubmissions(req: PayloadRequest, cutoff: Date, months: number): Promise<number> {
  return purgeBefore(req, {
    collection: 'form-submissions',
    dateField: 'createdAt',
    cutoff,
    describe: (count) =>
      `Retention: deleted ${count} form submission(s) received before ${cutoff.toISOString().slice(0, 10)} (${months} months)`,
  })
}
