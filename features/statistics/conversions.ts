import 'server-only'
import type { Payload } from 'payload'
import { config } from '@/lib/config/site.mjs'
import { recordUrl } from '@/lib/pages/records'
import { optedOut } from './beacon-handler'
import { count } from './counting/recorder'
import { dayOf } from './day'
import { programmeSlugFromReferer } from './programme-source'

/** The page of the published programme with this slug, or null (none, or one without a page of its own). */
async function programmePage(payload: Payload, slug: string | null): Promise<string | null> {
  if (!slug) return null
  const { docs } = await payload.find({
    collection: 'programmes',
    where: { slug: { equals: slug }, _status: { equals: 'published' } },
    select: { slug: true, kind: true },
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ? recordUrl('programmes', docs[0]) : null
}

/**
 * Counts one accepted information request by the programme page its form was opened from (the
 * form page's `?programme=`, read from the submission's Referer), or under no page; nothing about
 * the request itself. Not counted when the browser sent Do Not Track or Global Privacy Control.
 */
export async function countInformationRequest(payload: Payload, headers: Headers, now = new Date()) {
  if (optedOut(headers)) return
  const page = await programmePage(payload, programmeSlugFromReferer(headers.get('referer'), config.serverUrl))
  count([{ day: dayOf(now), metric: 'requests', key: '', page: page ?? '', bucket: 0 }])
}

/**
 * Counts one stored visit booking under the page of the programme the visitor chose (by its name,
 * as the booking form offers them), or under no page when they have not decided; nothing about
 * the booking itself. Not counted when the browser sent Do Not Track or Global Privacy Control.
 */
export async function countVisitBookingFor(payload: Payload, programmeName: string | null, headers: Headers) {
  if (optedOut(headers)) return
  let page: string | null = null
  if (programmeName) {
    const { docs } = await payload.find({
      collection: 'programmes',
      where: { name: { equals: programmeName }, _status: { equals: 'published' } },
      select: { slug: true, kind: true },
      depth: 0,
      limit: 1,
      overrideAccess: false,
    })
    page = docs[0] ? recordUrl('programmes', docs[0]) : null
  }
  countVisitBooking(page, headers)
}

/**
 * Counts one accepted (stored) visit booking under a programme page (a path such as
 * `/undergrad?degree=nursing`, or null when none), nothing else.
 */
export function countVisitBooking(programmePage: string | null, headers?: Headers, now = new Date()) {
  if (headers && optedOut(headers)) return
  const page = programmePage && /^\/[^\s]{0,299}$/.test(programmePage) ? programmePage : ''
  count([{ day: dayOf(now), metric: 'bookings', key: '', page, bucket: 0 }])
}
