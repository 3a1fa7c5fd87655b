import { after } from 'next/server'
import type { Payload } from 'payload'
import { emailConfigured } from '@/lib/cms/email/status'
import { FORM_MAIL_RUN } from './tasks'

/** The run of the form e-mail queue this process has under way, and whether another submission came meanwhile. */
let running: Promise<void> | null = null
let again = false

/** Runs the queue now, one run at a time in this process (as the visit queue does: features/visit-booking/mail/enqueue.ts). */
function runFormMailQueue(payload: Payload): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      await payload.jobs.run(FORM_MAIL_RUN).catch(() => undefined)
    } while (again)
  })().finally(() => {
    running = null
  })
  return running
}

/**
 * Sends the e-mails a stored submission queued once the visitor's answer has gone, so a slow or
 * absent mail server never delays or fails a submission (the every-minute run catches retries).
 */
export function sendFormEmailsAfterAnswer(payload: Payload): void {
  if (!emailConfigured()) return
  after(() => runFormMailQueue(payload))
}
