import type { UpcomingEvent } from '@/lib/cms/payload-types'

/** An event's booking settings as the booking flow uses them. */
export type EventBooking = {
  id: number
  slug: string
  name: string
  date: string
  location: string | null
  description: string | null
  capacity: number
  /** When bookings close: the editor's deadline, or the event's start. */
  closesAt: string
  hours: number
  questions: { question: string; required: boolean }[]
}

/** The booking settings of an event, or null when it is not bookable (or has no number of places). */
export function eventBooking(doc: UpcomingEvent): EventBooking | null {
  const b = doc.booking
  if (!b?.bookable || !b.capacity || b.capacity < 1) return null
  const start = new Date(doc.date).getTime()
  const deadline = b.deadline ? new Date(b.deadline).getTime() : NaN
  const closesAt = new Date(Number.isNaN(deadline) ? start : Math.min(deadline, start)).toISOString()
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    date: doc.date,
    location: doc.location ?? null,
    description: doc.description ?? null,
    capacity: b.capacity,
    closesAt,
    hours: b.hours ?? 3,
    questions: (b.questions ?? []).map((q) => ({ question: q.question, required: Boolean(q.required) })),
  }
}

/** Whether bookings are still taken at `now`. */
export const isOpen = (booking: EventBooking, now = new Date()) => now.getTime() < new Date(booking.closesAt).getTime()
