import type { PayloadRequest, TaskConfig } from 'payload'
import { audit } from '@/features/request-information/data-protection/audit'
import { flushDeletedRows } from '@/features/request-information/data-protection/flush-deleted'
import {
  DEFAULT_RETENTION_MONTHS,
  MAINTENANCE_QUEUE,
  retentionCutoff,
} from '@/features/request-information/data-protection/retention'

export const BOOKING_RETENTION_TASK = 'purgePastVisitBookings'

/**
 * Deletes the bookings of visits that took place longer ago than the retention period Site
 * settings give for information requests (the same rule: one setting for admissions' personal data).
 */
export async function purgePastBookings(req: PayloadRequest, now = new Date()) {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const months =
    (settings as { requestRetentionMonths?: number | null }).requestRetentionMonths ?? DEFAULT_RETENTION_MONTHS
  const cutoff = retentionCutoff(now, months)
  const { docs } = await req.payload.find({
    collection: 'visit-bookings',
    where: { eventDate: { less_than: cutoff.toISOString() } },
    pagination: false,
    depth: 0,
    select: { eventDate: true },
    overrideAccess: true,
    context: { audit: false },
  })
  const ids = docs.map((d) => d.id)
  if (!ids.length) return { purged: 0 }
  await req.payload.delete({
    collection: 'visit-bookings',
    where: { id: { in: ids } },
    overrideAccess: true,
    context: { audit: false },
  })
  await flushDeletedRows(req.payload)
  await audit(req, {
    action: 'purged',
    summary: `Retention: deleted ${ids.length} booking(s) of visits before ${cutoff.toISOString().slice(0, 10)} (${months} months)`,
    ids,
    collectionSlug: 'visit-bookings',
  })
  return { purged: ids.length }
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
