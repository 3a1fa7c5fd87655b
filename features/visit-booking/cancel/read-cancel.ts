import 'server-only'
import { config } from '@/lib/config/site.mjs'
import { getPayloadClient } from '@/lib/reads/payload'
import type { CancelView } from './CancelContent'
import { bookingIdFromToken } from './token'

/** What the cancel page shows for a token: the booking it names (no personal details), or null. */
export async function readCancelView(token: string): Promise<CancelView | null> {
  const id = bookingIdFromToken(token, config.payloadSecret)
  if (!id) return null
  const payload = await getPayloadClient()
  const booking = await payload.findByID({
    collection: 'visit-bookings',
    id,
    depth: 0,
    select: { status: true, eventName: true, eventDate: true, guests: true },
    overrideAccess: true,
    disableErrors: true,
    context: { audit: false },
  })
  if (!booking) return null
  return {
    token,
    status: booking.status,
    eventName: booking.eventName,
    eventDate: booking.eventDate,
    guests: booking.guests,
  }
}
