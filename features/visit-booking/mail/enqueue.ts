import { after } from 'next/server'
import type { Payload } from 'payload'
import { emailConfigured } from '@/lib/cms/email/status'
import type { BookingMailKind } from './compose'
import { MAIL_TASK, VISIT_QUEUE, VISIT_RUN } from './tasks'

/** Queues an e-mail to a visitor and sends it once the answer has gone (the every-minute run catches retries). */
export async function enqueueBookingMail(payload: Payload, bookingId: number, kind: BookingMailKind): Promise<void> {
  if (!emailConfigured()) return
  await payload.jobs.queue({ task: MAIL_TASK, queue: VISIT_QUEUE, input: { bookingId, kind } })
  after(() => payload.jobs.run({ ...VISIT_RUN, limit: 5 }).catch(() => undefined))
}
