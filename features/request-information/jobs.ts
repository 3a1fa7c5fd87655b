import type { JobsConfig } from 'payload'
import { hasRole } from '@/lib/cms/access'
import { SCHEDULED_PUBLISH_RUN } from '@/lib/cms/scheduling'
import { MAINTENANCE_QUEUE, purgeExpiredRequestsTask } from './data-protection/retention'
import { admissionsConfig } from './forwarding/config'
import { FORWARD_QUEUE, forwardInformationRequestTask } from './forwarding/jobs'
import { admissionsDigestTask, NOTICE_RUN, noticeAdmissionsTask } from './notices/jobs'
import { emailConfigured } from '@/lib/cms/email/status'

/**
 * The `jobs` section of the Payload config: forwarding requests to admissions, e-mail notices to
 * admissions (each request or a daily digest), the daily retention job, and editors' scheduled
 * publish and unpublish (lib/cms/scheduling.ts). The queues are run by crons only in the
 * long-running server (Payload starts crons when getPayload is called with `cron: true`: the
 * server does once it listens, through app/api/startup; the seed and the build do not); a request's
 * forwarding also runs right after it is stored. The
 * maintenance queue's runner also queues scheduled tasks; Payload keeps that to once per time
 * across instances.
 */
export const jobsConfig: JobsConfig = {
  tasks: [forwardInformationRequestTask, purgeExpiredRequestsTask, noticeAdmissionsTask, admissionsDigestTask],
  autoRun: () => [
    ...(admissionsConfig() ? [{ cron: '* * * * *', queue: FORWARD_QUEUE, limit: 20 }] : []),
    ...(emailConfigured() ? [{ cron: '* * * * *', ...NOTICE_RUN }] : []),
    { cron: '*/5 * * * *', queue: MAINTENANCE_QUEUE, limit: 5 },
    SCHEDULED_PUBLISH_RUN,
  ],
  deleteJobOnComplete: true,
  // The jobs collection is for administrators only (Payload lets any signed-in user queue by default).
  access: {
    queue: ({ req }) => hasRole(req, 'admin'),
    run: ({ req }) => hasRole(req, 'admin'),
    cancel: ({ req }) => hasRole(req, 'admin'),
  },
}
