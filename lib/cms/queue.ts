import type { JobsConfig } from 'payload'
import { metrics } from '@/lib/ops/metrics.mjs'
import { REQUEST_INFORMATION_TASKS, requestInformationRuns } from '@/features/request-information/queue-tasks'
import { VISIT_BOOKING_TASKS, visitBookingRuns } from '@/features/visit-booking/queue-tasks'
import { FORM_TASKS, formRuns } from '@/features/forms/queue-tasks'
import { purgeExpiredStatisticsTask } from '@/features/statistics/retention'
import { hasRole } from './access'
import { whileRunning } from './queue-shutdown'
import { SCHEDULED_PUBLISH_RUN } from './scheduling'

/**
 * The server's queue (the `jobs` section of the Payload config): each feature's tasks and the runs
 * that work them, from its own folder (request information: features/request-information/
 * queue-tasks.ts; visit booking: features/visit-booking/queue-tasks.ts; forms: features/forms/queue-tasks.ts), and editors' scheduled publish and unpublish (scheduling.ts). The queues are run
 * by crons only in the long-running server (Payload starts crons when getPayload is called with
 * `cron: true`: the server does once it listens, through app/api/startup; the seed and the build do
 * not).
 */
export const queueConfig: JobsConfig = {
  tasks: [...REQUEST_INFORMATION_TASKS, ...VISIT_BOOKING_TASKS, ...FORM_TASKS, purgeExpiredStatisticsTask].map(counted),
  autoRun: () => [...requestInformationRuns(), ...visitBookingRuns(), ...formRuns(), SCHEDULED_PUBLISH_RUN],
  deleteJobOnComplete: true,
  // The queue's collection (payload-jobs) is for administrators only (Payload lets any signed-in user queue by default).
  access: {
    queue: ({ req }) => hasRole(req, 'admin'),
    run: ({ req }) => hasRole(req, 'admin'),
    cancel: ({ req }) => hasRole(req, 'admin'),
  },
}

/** A task whose runs are counted in the metrics (site_jobs_total) by outcome, and waited for on shutdown. */
function counted<T extends { slug: string; handler?: unknown }>(task: T): T {
  if (typeof task.handler !== 'function') return task
  const run = task.handler as (...args: unknown[]) => Promise<unknown>
  const handler = async (...args: unknown[]) => {
    try {
      const jobId = (args[0] as { job?: { id?: number | string } } | undefined)?.job?.id
      const result = await whileRunning(jobId, run(...args))
      metrics().jobs.inc({ task: task.slug, outcome: 'completed' })
      return result
    } catch (error) {
      metrics().jobs.inc({ task: task.slug, outcome: 'failed' })
      throw error
    }
  }
  return { ...task, handler }
}
