import 'server-only'
import { includes, withRelations } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { findAll, stableSort } from './find-all'
import { toImage, type Image } from './media'
import { getPayloadClient } from './payload'
import type { UpcomingEvent as UpcomingEventDoc } from '@/lib/cms/payload-types'
import { formatEventStart } from '@/lib/text/dates'
import { visible } from './visible'
import { bookingPath } from '@/features/visit-booking/submission'

export type UpcomingEvent = {
  slug: string
  name: string
  date: string
  /** The start as the site writes it, in the university's time zone: made here, so no visitor's browser loads a zone's rules for it. */
  when: string
  location: string | null
  description: string | null
  image: Image | null
  /** Its booking page when visitors can book a place (features/visit-booking/), else null. */
  bookingHref: string | null
}

/** How long after its start an event is still listed. */
export const LISTED_AFTER_START_MS = 24 * 60 * 60 * 1000

const toEvent = (e: UpcomingEventDoc): UpcomingEvent => ({
  slug: e.slug,
  name: e.name,
  date: e.date,
  when: formatEventStart(e.date),
  location: e.location ?? null,
  description: e.description ?? null,
  image: toImage(e.image),
  bookingHref: e.booking?.bookable && e.booking.capacity ? bookingPath(e.slug) : null,
})

const stillListed = () => ({ date: { greater_than_equal: new Date(Date.now() - LISTED_AFTER_START_MS).toISOString() } })

/** The next upcoming events, soonest first (spec §4: lists keep the first 10). */
export const getUpcomingEvents = cachedRead(
  'upcoming-events',
  includes(withRelations('upcoming-events', 1)),
  async (limit: number = 10): Promise<UpcomingEvent[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'upcoming-events',
      ...visible(payload, 'upcoming-events', stillListed()),
      sort: 'date',
      limit,
      depth: 1,
    })
    return docs.map(toEvent)
  },
)

/** Every event still listed, soonest first (the site search). */
export const getAllUpcomingEvents = cachedRead(
  'upcoming-events:all',
  includes(withRelations('upcoming-events', 1)),
  async (): Promise<UpcomingEvent[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'upcoming-events',
        ...visible(payload, 'upcoming-events', stillListed()),
        sort: stableSort('date'),
        depth: 1,
        ...chunk,
      }),
    )
    return docs.map(toEvent)
  },
)
