import type { Payload } from 'payload'
import { moveBooking, releasePlaces, takePlaces } from './places'

/**
 * Gives freed places to the waiting list, first in line first: each in turn takes its places (the
 * same conditional update as a booking) and becomes confirmed. Stops at the first who does not fit,
 * so no one later in line overtakes them. Returns the bookings that got a place (the caller e-mails them).
 */
export async function offerFreedPlaces(payload: Payload, eventId: number, capacity: number): Promise<number[]> {
  const given: number[] = []
  for (;;) {
    const { docs } = await payload.find({
      collection: 'visit-bookings',
      where: { and: [{ event: { equals: eventId } }, { status: { equals: 'waiting' } }] },
      sort: ['bookedAt', 'id'],
      limit: 1,
      depth: 0,
      select: { guests: true },
      overrideAccess: true,
      context: { audit: false },
    })
    const first = docs[0]
    if (!first) return given
    if (!(await takePlaces(payload, eventId, first.guests, capacity))) return given
    if (await moveBooking(payload, first.id, 'waiting', 'confirmed', { offeredAt: new Date().toISOString() })) {
      given.push(first.id)
    } else {
      // They left the list meanwhile: the places go back, and on to the next in line.
      await releasePlaces(payload, eventId, first.guests)
    }
  }
}

/**
 * Cancels a booking once (a second cancel, or one racing an offer, changes nothing): a confirmed
 * booking gives its places back and the waiting list is offered them; a waiting one leaves the list.
 */
export async function cancelBooking(
  payload: Payload,
  booking: { id: number; guests: number; eventId: number },
  capacity: number | null,
): Promise<{ outcome: 'cancelled' | 'left-waiting-list' | 'already-cancelled'; offered: number[] }> {
  const at = { cancelledAt: new Date().toISOString() }
  if (await moveBooking(payload, booking.id, 'confirmed', 'cancelled', at)) {
    await releasePlaces(payload, booking.eventId, booking.guests)
    const offered = capacity ? await offerFreedPlaces(payload, booking.eventId, capacity) : []
    return { outcome: 'cancelled', offered }
  }
  if (await moveBooking(payload, booking.id, 'waiting', 'cancelled', at))
    return { outcome: 'left-waiting-list', offered: [] }
  return { outcome: 'already-cancelled', offered: [] }
}
