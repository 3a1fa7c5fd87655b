import type { Payload, PayloadRequest } from 'payload'
import { MAIL_TASK } from '../mail/tasks'
import { eventBooking } from '../places/event-booking'
import { cancelBooking } from '../places/waiting-list'

/** Every visit booking made with this e-mail address, whatever its letter case. */
export async function bookingsOf(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'visit-bookings',
    where: { email: { like: email.trim() } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    context: { audit: false },
  })
  // As the requests' own lookup (request-information/data-protection/subject.ts, which imports this one).
  const wanted = email.trim().toLowerCase()
  return docs.filter((doc) => doc.email.trim().toLowerCase() === wanted)
}

/** Queued e-mails about these bookings (sent ones are deleted by the queue). */
async function mailJobsOf(payload: Payload, ids: (string | number)[]) {
  const wanted = new Set(ids.map(String))
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: MAIL_TASK } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter((job) => wanted.has(String((job.input as { bookingId?: unknown } | null)?.bookingId)))
}

/**
 * Deletes bookings and their queued e-mails. A booking still holding places first gives them back
 * (and the waiting list is offered them), so an erasure never leaves places taken by no one.
 */
export async function deleteBookings(req: PayloadRequest, bookings: Awaited<ReturnType<typeof bookingsOf>>) {
  const ids = bookings.map((b) => b.id)
  if (!ids.length) return { bookings: 0, jobs: 0 }
  for (const booking of bookings) {
    if (booking.status === 'cancelled') continue
    const eventId = typeof booking.event === 'object' ? booking.event.id : booking.event
    const event = await req.payload.findByID({
      collection: 'upcoming-events',
      id: eventId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    const capacity = event ? (eventBooking(event)?.capacity ?? null) : null
    // Offers made here are not e-mailed: the place is theirs, and the reminder tells them the day before.
    await cancelBooking(req.payload, { id: booking.id, guests: booking.guests, eventId }, capacity)
  }
  const jobs = await mailJobsOf(req.payload, ids)
  for (const job of jobs)
    await req.payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true, req })
  await req.payload.delete({
    collection: 'visit-bookings',
    where: { id: { in: ids } },
    overrideAccess: true,
    req,
    context: { audit: false },
  })
  return { bookings: ids.length, jobs: jobs.length }
}
