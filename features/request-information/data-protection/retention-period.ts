import type { PayloadRequest } from 'payload'
import { audit } from './audit'
import { flushDeletedRows } from './flush-deleted'

/**
 * How long admissions' personal data is kept (information requests, form submissions, visit
 * bookings: one setting in Site settings) and the purge of what is past it, shared by each kind's
 * retention job.
 */
export const DEFAULT_RETENTION_MONTHS = 24

/** The moment before which requests are past their retention period. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - Math.max(1, Math.floor(months)))
  return cutoff
}

/** The retention period Site settings give for admissions' personal data (requests, form submissions, visit bookings), in months. */
export async function retentionMonths(req: PayloadRequest): Promise<number> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return (settings as { requestRetentionMonths?: number | null }).requestRetentionMonths ?? DEFAULT_RETENTION_MONTHS
}

type PersonalData = 'form-submissions' | 'visit-bookings'

/**
 * Deletes a collection's records dated (by `dateField`) before `cutoff`, leaving no copy of them on
 * disk, and writes the purge to the audit log in the words `describe` gives for the count: the
 * retention job's step for each kind of personal data kept beside the requests. Returns the count.
 */
export async function purgeBefore(
  req: PayloadRequest,
  {
    collection,
    dateField,
    cutoff,
    describe,
  }: { collection: PersonalData; dateField: string; cutoff: Date; describe: (count: number) => string },
): Promise<number> {
  const { docs } = await req.payload.find({
    collection,
    where: { [dateField]: { less_than: cutoff.toISOString() } },
    pagination: false,
    depth: 0,
    select: { [dateField]: true },
    overrideAccess: true,
    context: { audit: false },
  })
  const ids = docs.map((d) => d.id)
  if (!ids.length) return 0
  await req.payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true, context: { audit: false } })
  await flushDeletedRows(req.payload)
  await audit(req, { action: 'purged', summary: describe(ids.length), ids, collectionSlug: collection })
  return ids.length
}
