import { after } from 'next/server'
import type { Payload } from 'payload'
import { serialQueueRun } from '@/lib/cms/queue-run-serial'
import { emailConfigured } from '@/lib/cms/email/status'
import { FORM_MAIL_RUN } from './tasks'

/** The form e-mail queue, run now, one run at a time in this process (as the visit queue). */
const runFormMailQueue = serialQueueRun(FORM_MAIL_RUN)

/**
 * Sends the e-mails a stored submission queued once the visitor's answer has gone, so a slow or
 * absent mail server never delays or fails a submission (the every-minute run catches retries).
 */
export function sendFormEmailsAfterAnswer(payload: Payload): void {
  if (!emailConfigured()) return
  after(() => runFormMailQueue(payload))
}
