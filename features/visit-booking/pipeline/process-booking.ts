import { clientAddress } from '@/lib/http/client-address'
import type { RateLimitResult } from '@/lib/http/rate-limit'
import { readJsonBody } from '@/features/request-information/pipeline/read-json-body'
import { json } from '@/features/request-information/pipeline/respond'
import type { HumanAnswerFields } from '@/features/request-information/pipeline/process-request'
import { HONEYPOT_FIELD } from '@/features/request-information/submission'
import { VERIFICATION_MESSAGES, type VerificationResult } from '@/features/request-information/verification/messages'
import type { EventBooking } from '../places/event-booking'
import { isOpen } from '../places/event-booking'
import { bookingFieldErrors, bookingSchema, type Booking } from '../schema/booking'
import { BOOKING_MESSAGES } from '../submission'

export type Stored = { id: number; status: 'confirmed' | 'waiting' }

/** What the booking pipeline needs from the outside world; handle-booking.ts wires the real ones. */
export type BookingDeps = {
  hitRateLimit: (address: string) => Promise<RateLimitResult>
  /** The published, bookable event of this slug, or null. */
  event: (slug: string) => Promise<EventBooking | null>
  programmes: () => Promise<readonly string[]>
  verify: (answer: HumanAnswerFields, remoteIp: string | undefined) => Promise<VerificationResult>
  /** Takes places if free (else joins the waiting list) and stores the booking; resolves once it is in the database. */
  store: (event: EventBooking, booking: Booking) => Promise<Stored>
  /** After the answer: the visitor's e-mail and the statistics' hook. */
  afterStored: (event: EventBooking, booking: Booking, stored: Stored) => Promise<void>
  log: (event: string, extra?: Record<string, unknown>) => void
  now?: () => Date
}

/**
 * One booking, in order: body (415, 413, 400), honeypot (201, stored nowhere), rate limit (429),
 * the event (404 unknown or not bookable, 409 closed), the fields against the event's questions and
 * the programmes (400 with field errors), the human answer (403/503), then the place or the waiting
 * list and the store (500 if that fails), and only then 201 with the outcome.
 */
export async function processBooking(request: Request, deps: BookingDeps): Promise<Response> {
  const body = await readJsonBody(request)
  if ('refusal' in body) return body.refusal
  const { fields } = body
  if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') {
    deps.log('dropped', { reason: 'honeypot' })
    return json({ ok: true, status: 'confirmed' }, 201)
  }
  const address = clientAddress(request.headers)
  const limit = await deps.hitRateLimit(address)
  if (!limit.allowed) {
    deps.log('rate-limited')
    return json({ error: BOOKING_MESSAGES.rateLimited(limit.retryAfterSeconds) }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  const slug = typeof fields.event === 'string' && /^[\w-]{1,200}$/.test(fields.event) ? fields.event : null
  let event: EventBooking | null
  let programmes: readonly string[]
  try {
    event = slug ? await deps.event(slug) : null
    programmes = await deps.programmes()
  } catch (error) {
    deps.log('read-failed', { error: error instanceof Error ? error.name : 'unknown' })
    return json({ error: BOOKING_MESSAGES.storeFailed }, 500)
  }
  if (!event) return json({ error: BOOKING_MESSAGES.notFound }, 404)
  if (!isOpen(event, deps.now?.() ?? new Date())) return json({ error: BOOKING_MESSAGES.closed }, 409)

  const parsed = bookingSchema({ questions: event.questions, programmes }).safeParse(fields)
  if (!parsed.success) {
    deps.log('invalid')
    return json({ error: BOOKING_MESSAGES.invalid, errors: bookingFieldErrors(parsed.error) }, 400)
  }
  const verification = await deps.verify(
    { altcha: fields.altcha, recaptchaToken: fields.recaptchaToken },
    address === 'unknown' ? undefined : address,
  )
  if (!verification.ok) {
    deps.log('verification-refused', { reason: verification.reason })
    return json(
      { error: VERIFICATION_MESSAGES[verification.reason], reason: verification.reason },
      verification.reason === 'unavailable' ? 503 : 403,
    )
  }
  let stored: Stored
  try {
    stored = await deps.store(event, parsed.data)
  } catch (error) {
    deps.log('store-failed', { error: error instanceof Error ? error.name : 'unknown' })
    return json({ error: BOOKING_MESSAGES.storeFailed }, 500)
  }
  deps.log('stored', { id: stored.id, status: stored.status })
  try {
    await deps.afterStored(event, parsed.data, stored)
  } catch (error) {
    deps.log('mail-queue-failed', { id: stored.id, error: error instanceof Error ? error.name : 'unknown' })
  }
  return json({ ok: true, status: stored.status }, 201)
}
