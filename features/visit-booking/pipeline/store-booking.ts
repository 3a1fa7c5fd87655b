import 'server-only'
import type { Payload } from 'payload'
import type { EventBooking } from '../places/event-booking'
import { releasePlaces, takePlaces } from '../places/places'
import type { Booking } from '../schema/booking'
import { BOOKING_CONSENT_TEXT, UNDECIDED } from '../submission'
import type { Stored } from './process-booking'

/**
 * Takes the booking's places if they are free (one conditional update: places.ts), else puts it on
 * the waiting list, and stores it. A booking that could not be stored gives its places back.
 */
export async function storeBooking(payload: Payload, event: EventBooking, booking: Booking): Promise<Stored> {
  const placed = await takePlaces(payload, event.id, booking.guests, event.capacity)
  const status = placed ? 'confirmed' : 'waiting'
  try {
    const now = new Date().toISOString()
    const doc = await payload.create({
      collection: 'visit-bookings',
      data: {
        event: event.id,
        eventName: event.name,
        eventDate: event.date,
        status,
        bookedAt: now,
        name: booking.name,
        email: booking.email,
        guests: booking.guests,
        programme: booking.programme === UNDECIDED ? null : booking.programme,
        answers: event.questions.map((q, i) => ({ question: q.question, answer: booking.answers[i] ?? '' })),
        consentText: BOOKING_CONSENT_TEXT,
      },
      overrideAccess: true,
      depth: 0,
      context: { audit: false },
    })
    return { id: doc.id, status }
  } catch (error) {
    if (placed) await releasePlaces(payload, event.id, booking.guests)
    throw error
  }
}
