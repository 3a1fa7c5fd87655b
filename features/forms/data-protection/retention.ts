import type { PayloadRequest } from 'payload'
import { audit } from '@/features/request-information/data-protection/audit'
import { flushDeletedRows } from '@/features/request-information/data-protection/flush-deleted'

/**
 * Deletes the form submissions received before `cutoff` (the information requests' retention
 * period, Site settings), leaving no copy of them on disk: run by the daily retention job.
 */
export async function purgeExpiredSubmissions(req: PayloadRequest, cutoff: Date, months: number): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'form-submissions',
    where: { createdAt: { less_than: cutoff.toISOString() } },
    pagination: false,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
    context: { audit: false },
  })
  const ids = docs.map((d) => d.id)
  if (!ids.length) return 0
  await req.payload.delete({
    collection: 'form-submissions',
    where: { id: { in: ids } },
    overrideAccess: true,
    context: { audit: false },
  })
  await flushDeletedRows(req.payload)
  await audit(req, {
    action: 'purged',
    summary: `Retention: deleted ${ids.length} form submission(s) received before ${cutoff.toISOString().slice(0, 10)} (${months} months)`,
    ids,
    collectionSlug: 'form-submissions',
  })
  return ids.length
}
