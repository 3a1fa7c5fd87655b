import { after } from 'next/server'
import type { Payload } from 'payload'
import { emailConfigured } from '@/lib/cms/email/status'
import type { BookingMailKind } from './compose'
import { MAIL_TASK, VISIT_QUEUE, VISIT_RUN } from './tasks'

/** The run of the visit queue this process has under way, and whether another booking came meanwhile. */
let running: Promise<void> | null = null
let again = false

/**
 * Runs the visit queue now, one run at a time in this process: a run started while one is under way
 * is folded into one more run after it. Twenty bookings at once each starting a run of their own
 * held every database connection in the runs' transactions, and the server stopped answering.
 */
function runVisitQueue(payload: Payload): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      await payload.jobs.run(VISIT_RUN).catch(() => undefined)
    } while (again)
  })().finally(() => {
    running = null
  })
  return running
}

/** Queues an e-mail to a visitor and sends it once the answer has gone (the every-minute run catches retries). */
export async function enqueueBookingMail(payload: Payload, bookingId: number, kind: BookingMailKind): Promise<void> {
  if (!emailConfigured()) return
  await payload.jobs.queue({ task: MAIL_TASK, queue: VISIT_QUEUE, input: { bookingId, kind } })
  after(() => runVisitQueue(payload))
}
