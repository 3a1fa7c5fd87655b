import { emailConfigured } from '@/lib/cms/email/status'
import { purgePastBookingsTask } from './data-protection/retention'
import { VISIT_RUN, visitBookingMailTask, visitRemindersTask } from './mail/tasks'

/**
 * What visit booking puts in the server's queue (lib/cms/queue.ts): the visitor's e-mails
 * (confirmation, waiting list, a freed place, the reminder), the hourly reminder sweep, and the
 * daily retention task (on the request flow's maintenance queue, which its runs already work).
 */
export const VISIT_BOOKING_TASKS = [visitBookingMailTask, visitRemindersTask, purgePastBookingsTask]

/** The visit queue is worked every minute when e-mail is configured (without it there is nothing to send). */
export const visitBookingRuns = () => (emailConfigured() ? [{ cron: '* * * * *', ...VISIT_RUN }] : [])
