import type { CalendarKind } from './month'
import { eventMonthPath } from './month-pages'
import { absoluteUrl } from '@/lib/pages/absolute-url'
import { organizationRef, postalAddress, type OrganizationSettings } from '@/lib/structured-data/organization'

type CalendarEntry = { name: string; date: string; endDate: string; description: string | null }

/**
 * schema.org Events for the entries of one calendar month. Only the events calendar holds events
 * (concerts, weeks of prayer, sports day); the academic calendar's entries are term dates and
 * deadlines, which are not events to attend, so they get none. On campus, at the university's
 * address; URLs absolute from the public origin.
 */
export function calendarEventsJsonLd(
  calendar: CalendarKind,
  entries: CalendarEntry[],
  settings: Pick<OrganizationSettings, 'universityName' | 'social' | 'address'>,
  origin: string,
) {
  if (calendar !== 'events') return []
  const location = { '@type': 'Place', name: settings.universityName, address: postalAddress(settings.address) }
  return entries.map((e) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    startDate: e.date,
    // schema.org endDate is inclusive for dates.
    endDate: e.endDate,
    ...(e.description ? { description: e.description } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    organizer: organizationRef(settings, origin),
    url: absoluteUrl(origin, eventMonthPath(calendar, e.date)),
  }))
}
