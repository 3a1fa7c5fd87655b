import { emailConfigured } from '@/lib/cms/email/status'
import { FORM_MAIL_RUN, formMailTask } from './mail/tasks'

/** What the forms editors build put in the server's queue (lib/cms/queue.ts): each submission's e-mails. */
export const FORM_TASKS = [formMailTask]

/** The form e-mail queue is worked every minute when e-mail is configured (without it there is nothing to send). */
export const formRuns = () => (emailConfigured() ? [{ cron: '* * * * *', ...FORM_MAIL_RUN }] : [])
