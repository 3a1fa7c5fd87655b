/** What the first-party statistics hear when a visitor's booking is stored. */
export type BookingAccepted = {
  /** The programme the visitor is interested in, or null when they have not decided. */
  programme: string | null
  eventId: number
  /** A place (`confirmed`) or a waiting-list entry (`waiting`). */
  status: 'confirmed' | 'waiting'
  guests: number
}

type Listener = (event: BookingAccepted) => void
const listeners = new Set<Listener>()

/**
 * Subscribes to accepted bookings (the statistics' hook: "a booking was accepted for programme X").
 * Called once per stored booking, after it is in the database; returns the unsubscribe function.
 * A listener that throws is ignored: statistics never fail a booking.
 */
export function onBookingAccepted(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener about a stored booking (the booking pipeline calls it). */
export function announceBookingAccepted(event: BookingAccepted): void {
  for (const listener of listeners) {
    try {
      listener(event)
    } catch {
      // Statistics are best effort.
    }
  }
}
