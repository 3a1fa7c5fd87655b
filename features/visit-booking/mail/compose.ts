import { eventUid, serializeIcs } from '@/lib/calendar/ics'
import { formatEventStart } from '@/lib/text/dates'
import { bookingPath, cancelPath } from '../submission'

/** The e-mails a visitor receives about a booking. */
export type BookingMailKind = 'confirmed' | 'waiting' | 'offered' | 'reminder'

export type MailBooking = { id: number | string; name: string; guests: number }
export type MailEvent = {
  id: number | string
  slug: string
  name: string
  date: string
  location?: string | null
  description?: string | null
  hours?: number | null
}

export type BookingMail = {
  subject: string
  text: string
  attachments?: { filename: string; content: string; contentType: string }[]
}

export const ICS_FILENAME = 'visit.ics'

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`)

/** The visit as a calendar entry (RFC 5545), timed from the event's start for its length. */
export function visitIcs(event: MailEvent, origin: string, now = new Date()): string {
  const start = new Date(event.date)
  const end = new Date(start.getTime() + (event.hours ?? 3) * 60 * 60 * 1000)
  return serializeIcs({
    name: event.name,
    now,
    events: [
      {
        uid: eventUid('visit', event.id, origin),
        name: event.name,
        date: event.date.slice(0, 10),
        at: { start, end },
        location: event.location,
        description: event.description,
        url: `${origin}${bookingPath(event.slug)}`,
      },
    ],
  })
}

/**
 * One e-mail to the visitor: the confirmation (with the visit as an .ics attachment and the cancel
 * link), the waiting-list notice, the offer of a freed place (now theirs, with the attachment) and
 * the reminder the day before.
 */
export function bookingMail(
  kind: BookingMailKind,
  booking: MailBooking,
  event: MailEvent,
  { origin, cancelToken }: { origin: string; cancelToken: string },
): BookingMail {
  const when = formatEventStart(event.date)
  const place = event.location ? ` at ${event.location}` : ''
  const cancel = `${origin}${cancelPath(cancelToken)}`
  const details = [`${event.name}`, `${when}${place}`, `Booked for ${people(booking.guests)}`]
  const withIcs = {
    attachments: [
      {
        filename: ICS_FILENAME,
        content: visitIcs(event, origin),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  }
  const greet = `Dear ${booking.name},`
  const sign = ['', 'Northern Caribbean University Admissions']
  switch (kind) {
    case 'confirmed':
      return {
        subject: `Your place is booked: ${event.name}`,
        text: [
          greet,
          '',
          'Your place is booked:',
          '',
          ...details,
          '',
          'The visit is attached as a calendar entry.',
          `If you cannot come, please cancel so someone else can have your place: ${cancel}`,
          ...sign,
        ].join('\n'),
        ...withIcs,
      }
    case 'waiting':
      return {
        subject: `You are on the waiting list: ${event.name}`,
        text: [
          greet,
          '',
          `${event.name} (${when}) is full, so you are on its waiting list for ${people(booking.guests)}.`,
          'If a place becomes free we will give it to the first in line and e-mail you at once.',
          '',
          `To leave the waiting list: ${cancel}`,
          ...sign,
        ].join('\n'),
      }
    case 'offered':
      return {
        subject: `A place has become free for you: ${event.name}`,
        text: [
          greet,
          '',
          'A place has become free and it is yours: you were first on the waiting list.',
          '',
          ...details,
          '',
          'The visit is attached as a calendar entry.',
          `If you can no longer come, please give the place back: ${cancel}`,
          ...sign,
        ].join('\n'),
        ...withIcs,
      }
    case 'reminder':
      return {
        subject: `Tomorrow: ${event.name}`,
        text: [
          greet,
          '',
          'A reminder of your visit:',
          '',
          ...details,
          '',
          `If you cannot come after all, please cancel: ${cancel}`,
          ...sign,
        ].join('\n'),
        ...withIcs,
      }
  }
}
