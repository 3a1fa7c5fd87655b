import type { PayloadRequest, TaskConfig } from 'payload'
import { MAINTENANCE_QUEUE } from '@/features/request-information/data-protection/retention'
import {
  purgeBefore,
  retentionCutoff,
  retentionMonths,
} from '@/features/request-information/data-protection/retention-period'

export const BOOKING_RETENTION_TASK = 'purgePastVisitBookings'

/**
 * Deletes the bookings of visits that took place longer ago than the retention period Site
 * settings give for information requests (the same rule: one setting for admissions' personal data).
 */
export async function purgePastBookings(req: PayloadRequest, now = new Date()) {
  const months = await retentionMonths(req)
  const cutoff = retentionCutoff(now, months)
  const purged = await purgeBefore(req, {
    collection: 'visit-bookings',
    dateField: 'eventDate',
    cutoff,
    describe: (count) =>
      `Retention: deleted ${count} booking(s) of visits before ${cutoff.toISOString().slice(0, 10)} (${months} months)`,
  })
  return { purged }
}

/** The daily retention job of the visit bookings, on the maintenance queue beside the requests' own. */
export const purgePastBookingsTask: TaskConfig<{ input: Record<string, never>; output: { purged: number } }> = {
  slug: BOOKING_RETENTION_TASK,
  label: 'Delete visit bookings past their retention period',
  schedule: [{ cron: '0 10 3 * * *', queue: MAINTENANCE_QUEUE }],
  handler: async ({ req }) => {
    const { purged } = await purgePastBookings(req)
    req.payload.logger.info({ msg: 'visit bookings past retention deleted', purged })
    return { output: { purged } }
  },
}
