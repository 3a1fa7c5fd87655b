import type { PayloadRequest, TaskConfig } from 'payload'
import { MAINTENANCE_QUEUE } from '@/features/request-information/data-protection/retention'
import { retentionCutoff, retentionMonths } from '@/features/request-information/data-protection/retention-period'
import { dayOf } from './day'

export const STATISTICS_RETENTION_TASK = 'purgeExpiredStatistics'

/**
 * Deletes the statistics of the days before the retention period of Site settings → Data
 * protection (the one setting for how long the site keeps what it learns from visitors).
 */
export async function purgeExpiredStatistics(req: PayloadRequest, now = new Date()) {
  const before = dayOf(retentionCutoff(now, await retentionMonths(req)))
  const { docs } = await req.payload.delete({
    collection: 'page-statistics',
    where: { day: { less_than: before } },
    overrideAccess: true,
    depth: 0,
    select: { day: true },
  })
  return { purged: docs.length, before }
}

/** The daily statistics retention job, in the maintenance queue beside the requests' own. */
export const purgeExpiredStatisticsTask: TaskConfig<{ input: Record<string, never>; output: { purged: number } }> = {
  slug: STATISTICS_RETENTION_TASK,
  label: 'Delete page statistics past the retention period',
  schedule: [{ cron: '0 10 3 * * *', queue: MAINTENANCE_QUEUE }],
  handler: async ({ req }) => {
    const { purged } = await purgeExpiredStatistics(req)
    req.payload.logger.info({ msg: 'page statistics past retention deleted', purged })
    return { output: { purged } }
  },
}
