import { emailConfigured } from '@/lib/cms/email/status'
import { MAINTENANCE_QUEUE, purgeExpiredRequestsTask } from './data-protection/retention'
import { admissionsConfig } from './forwarding/config'
import { FORWARD_QUEUE, forwardInformationRequestTask } from './forwarding/task'
import { admissionsDigestTask, NOTICE_RUN, noticeAdmissionsTask } from './notices/tasks'

/**
 * What the request-information flow puts in the server's queue (lib/cms/queue.ts): forwarding
 * requests to admissions, e-mail notices to admissions (each request or a daily digest) and the
 * daily retention task. A request's forwarding and notice also run right after it is stored.
 */
export const REQUEST_INFORMATION_TASKS = [
  forwardInformationRequestTask,
  purgeExpiredRequestsTask,
  noticeAdmissionsTask,
  admissionsDigestTask,
]

/**
 * How the flow's queues are run: forwarding and notices every minute when they are configured, the
 * maintenance queue every five minutes. The maintenance queue's runner also queues the scheduled
 * tasks (retention, digest); Payload keeps that to once per time across instances.
 */
export const requestInformationRuns = () => [
  ...(admissionsConfig() ? [{ cron: '* * * * *', queue: FORWARD_QUEUE, limit: 20 }] : []),
  ...(emailConfigured() ? [{ cron: '* * * * *', ...NOTICE_RUN }] : []),
  { cron: '*/5 * * * *', queue: MAINTENANCE_QUEUE, limit: 5 },
]
