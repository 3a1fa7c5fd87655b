import { absoluteUrl } from '@/lib/pages/absolute-url'
import { organizationRef, postalAddress, type OrganizationSettings } from './organization'

export type BookableEvent = {
  name: string
  /** Start instant (ISO). */
  date: string
  hours: number
  location: string | null
  description: string | null
  /** When bookings close (ISO). */
  closesAt: string
  capacity: number
  taken: number
  /** The event's booking page (site path). */
  path: string
}

/**
 * A schema.org Event one can book: free places offered until bookings close, `InStock` while there
 * are places (with how many are left), `SoldOut` when full (a booking then joins the waiting list).
 */
export function bookableEventJsonLd(
  event: BookableEvent,
  settings: Pick<OrganizationSettings, 'universityName' | 'social' | 'address'>,
  origin: string,
) {
  const start = new Date(event.date)
  const end = new Date(start.getTime() + event.hours * 60 * 60 * 1000)
  const url = absoluteUrl(origin, event.path)
  const left = Math.max(0, event.capacity - event.taken)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    ...(event.description ? { description: event.description } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location ? `${event.location}, ${settings.universityName}` : settings.universityName,
      address: postalAddress(settings.address),
    },
    organizer: organizationRef(settings, origin),
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: left,
    offers: {
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'JMD',
      availability: left > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      validThrough: new Date(event.closesAt).toISOString(),
    },
    url,
  }
}
