import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { EmailNotSent } from '@/lib/cms/email/errors'
import { emailConfigured } from '@/lib/cms/email/status'
import { config } from '@/lib/config/site.mjs'
import { cancelToken } from '../cancel/token'
import { bookingMail, type BookingMailKind, type MailEvent } from './compose'

export const MAIL_TASK = 'visitBookingMail'
export const REMINDER_TASK = 'visitReminders'
export const VISIT_QUEUE = 'visit-bookings'
/** How the visit queue is run (every minute, and straight after a booking or a cancel). */
export const VISIT_RUN = { queue: VISIT_QUEUE, limit: 20, silent: { error: true } } as const
/** A reminder goes out for visits starting within this time. */
export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000

const KINDS: BookingMailKind[] = ['confirmed', 'waiting', 'offered', 'reminder']
/** The status a booking must still have for each e-mail to make sense when it is sent. */
const STILL = { confirmed: 'confirmed', offered: 'confirmed', reminder: 'confirmed', waiting: 'waiting' } as const

/**
 * Sends one e-mail about one booking, if the booking is still in the state the e-mail speaks of.
 * Reads through the job's own request (`req`): a read outside it would wait for a second database
 * connection while the job's transaction holds one, and twenty jobs at once held the whole pool.
 */
export async function sendBookingMail(
  payload: Payload,
  bookingId: number,
  kind: BookingMailKind,
  req?: PayloadRequest,
): Promise<string> {
  if (!emailConfigured()) return 'not-configured'
  const booking = await payload.findByID({
    collection: 'visit-bookings',
    id: bookingId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    context: { audit: false },
    ...(req ? { req } : {}),
  })
  if (!booking) return 'missing'
  if (booking.status !== STILL[kind]) return `now-${booking.status}`
  const event = booking.event
  if (!event || typeof event !== 'object') return 'no-event'
  const mailEvent: MailEvent = { ...event, hours: event.booking?.hours }
  const mail = bookingMail(kind, booking, mailEvent, {
    origin: config.serverUrl,
    cancelToken: cancelToken(booking.id, config.payloadSecret),
  })
  await payload.sendEmail({ to: booking.email, ...mail })
  return 'sent'
}

/** One e-mail to a visitor (queued by a booking, a cancel that frees a place, or the reminder sweep; retried on failure). */
export const visitBookingMailTask: TaskConfig<{
  input: { bookingId: number; kind: string }
  output: { outcome: string }
}> = {
  slug: MAIL_TASK,
  label: 'E-mail a visitor about their visit booking',
  inputSchema: [
    { name: 'bookingId', type: 'number', required: true },
    { name: 'kind', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    const kind = KINDS.find((k) => k === input.kind)
    if (!kind) return { output: { outcome: 'unknown-kind' } }
    let outcome: string
    try {
      outcome = await sendBookingMail(req.payload, Number(input.bookingId), kind, req)
    } catch (error) {
      const reason =
        error instanceof EmailNotSent ? error.message : error instanceof Error ? error.name : 'unknown error'
      // Ids only, never an address (README: nothing personal in logs).
      req.payload.logger.warn({
        msg: 'visit booking e-mail not sent; the queue retries',
        bookingId: input.bookingId,
        kind,
        reason,
      })
      throw error
    }
    req.payload.logger.info({ msg: 'visit booking e-mail', bookingId: input.bookingId, kind, outcome })
    return { output: { outcome } }
  },
}

/** Queues the reminder of every confirmed booking whose visit starts within a day and has had none. */
export async function queueReminders(payload: Payload, now = new Date()): Promise<number> {
  const { docs: events } = await payload.find({
    collection: 'upcoming-events',
    where: {
      and: [
        { 'booking.bookable': { equals: true } },
        { date: { greater_than: now.toISOString() } },
        { date: { less_than_equal: new Date(now.getTime() + REMINDER_WINDOW_MS).toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { date: true },
    overrideAccess: true,
  })
  if (!events.length) return 0
  const { docs } = await payload.find({
    collection: 'visit-bookings',
    where: {
      and: [
        { event: { in: events.map((e) => e.id) } },
        { status: { equals: 'confirmed' } },
        { reminderSentAt: { exists: false } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    context: { audit: false },
  })
  for (const booking of docs) {
    await payload.update({
      collection: 'visit-bookings',
      id: booking.id,
      data: { reminderSentAt: now.toISOString() },
      overrideAccess: true,
      depth: 0,
      context: { audit: false },
    })
    await payload.jobs.queue({
      task: MAIL_TASK,
      queue: VISIT_QUEUE,
      input: { bookingId: booking.id, kind: 'reminder' },
    })
  }
  return docs.length
}

/** The reminder sweep, every hour: each visitor hears the day before their visit (Payload's scheduler queues it once across instances). */
export const visitRemindersTask: TaskConfig<{ input: Record<string, never>; output: { queued: number } }> = {
  slug: REMINDER_TASK,
  label: 'Queue the reminders of tomorrow’s visits',
  schedule: [{ cron: '0 0 * * * *', queue: VISIT_QUEUE }],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ req }) => {
    const queued = await queueReminders(req.payload)
    req.payload.logger.info({ msg: 'visit reminders queued', queued })
    return { output: { queued } }
  },
}
