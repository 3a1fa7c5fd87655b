import { after } from 'next/server'
import type { Payload } from 'payload'
import { serialQueueRun } from '@/lib/cms/queue-run-serial'
import { emailConfigured } from '@/lib/cms/email/status'
import type { BookingMailKind } from './compose'
import { MAIL_TASK, VISIT_QUEUE, VISIT_RUN } from './tasks'

/** The visit queue, run now, one run at a time in this process (lib/cms/queue-run-serial.ts). */
const runVisitQueue = serialQueueRun(VISIT_RUN)

/** Queues an e-mail to a visitor and sends it once the answer has gone (the every-minute run catches retries). */
export async function enqueueBookingMail(payload: Payload, bookingId: number, kind: BookingMailKind): Promise<void> {
  if (!emailConfigured()) return
  await payload.jobs.queue({ task: MAIL_TASK, queue: VISIT_QUEUE, input: { bookingId, kind } })
  after(() => runVisitQueue(payload))
}
