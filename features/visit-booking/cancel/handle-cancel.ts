import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'
import { config as site } from '@/lib/config/site.mjs'
import { readLimited } from '@/features/request-information/pipeline/read-json-body'
import { enqueueBookingMail } from '../mail/enqueue'
import { eventBooking } from '../places/event-booking'
import { cancelBooking } from '../places/waiting-list'
import { logBooking } from '../pipeline/handle-booking'
import { cancelPath } from '../submission'
import { bookingIdFromToken } from './token'

/**
 * POST /api/visit-booking/cancel (the cancel page's form, `token=…`): cancels the booking the token
 * names, once, offers the freed places to the waiting list, and sends the browser back to the
 * cancel page (303), which now says the booking is cancelled. A bad token is a 404.
 */
export async function handleCancel(request: Request): Promise<Response> {
  const text = await readLimited(request, 1024)
  const token = text === null ? null : new URLSearchParams(text).get('token')
  const id = bookingIdFromToken(token, site.payloadSecret)
  if (!id) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const payload = await getPayload({ config, cron: true })
  const booking = await payload.findByID({
    collection: 'visit-bookings',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    context: { audit: false },
  })
  if (!booking) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const event = typeof booking.event === 'object' && booking.event ? booking.event : null
  const eventId = event?.id ?? (booking.event as number)
  const capacity = event ? (eventBooking(event)?.capacity ?? null) : null
  const { outcome, offered } = await cancelBooking(payload, { id, guests: booking.guests, eventId }, capacity)
  logBooking(outcome, { id, offered })
  for (const offeredId of offered) await enqueueBookingMail(payload, offeredId, 'offered')
  return new Response(null, {
    status: 303,
    headers: { Location: cancelPath(token!), 'Cache-Control': 'no-store' },
  })
}
