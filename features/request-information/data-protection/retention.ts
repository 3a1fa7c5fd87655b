import type { PayloadRequest, TaskConfig } from 'payload'
import { FORWARD_TASK } from '../forwarding/task'
import { audit } from './audit'
import { retentionCutoff, retentionMonths } from './retention-period'
import { flushDeletedRows } from './flush-deleted'
import { purgeExpiredSubmissions } from '@/features/forms/data-protection/retention'

export const RETENTION_TASK = 'purgeExpiredRequests'
export const MAINTENANCE_QUEUE = 'maintenance'

/** Deletes the requests older than the retention period Site settings give, and their jobs, leaving no copy of them on disk. */
export async function purgeExpiredRequests(req: PayloadRequest, now = new Date()) {
  const months = await retentionMonths(req)
  const cutoff = retentionCutoff(now, months)
  const { docs } = await req.payload.find({
    collection: 'information-requests',
    where: { entryDate: { less_than: cutoff.toISOString() } },
    pagination: false,
    depth: 0,
    select: { entryDate: true },
    overrideAccess: true,
    context: { audit: false },
  })
  const ids = docs.map((d) => d.id)
  const submissions = await purgeExpiredSubmissions(req, cutoff, months)
  if (!ids.length) return { purged: 0, purgedSubmissions: submissions, cutoff: cutoff.toISOString() }
  const wanted = new Set(ids.map(String))
  const jobs = await req.payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: FORWARD_TASK } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const job of jobs.docs) {
    if (wanted.has(String((job.input as { requestId?: unknown } | null)?.requestId)))
      await req.payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  }
  await req.payload.delete({
    collection: 'information-requests',
    where: { id: { in: ids } },
    overrideAccess: true,
    context: { audit: false },
  })
  await flushDeletedRows(req.payload)
  await audit(req, {
    action: 'purged',
    summary: `Retention: deleted ${ids.length} request(s) received before ${cutoff.toISOString().slice(0, 10)} (${months} months)`,
    ids,
  })
  return { purged: ids.length, purgedSubmissions: submissions, cutoff: cutoff.toISOString() }
}

/** The daily retention job (Payload's scheduler queues it; the server's queue runner runs it). */
export const purgeExpiredRequestsTask: TaskConfig<{ input: Record<string, never>; output: { purged: number } }> = {
  slug: RETENTION_TASK,
  label: 'Delete information requests past their retention period',
  schedule: [{ cron: '0 0 3 * * *', queue: MAINTENANCE_QUEUE }],
  handler: async ({ req }) => {
    const { purged } = await purgeExpiredRequests(req)
    req.payload.logger.info({ msg: 'information requests past retention deleted', purged })
    return { output: { purged } }
  },
}
