import ICAL from 'ical.js'
import { bookingMail, ICS_FILENAME, type MailEvent } from './compose'

const EVENT: MailEvent = {
  id: 7,
  slug: 'open-day',
  name: 'Open Day, with tours; talks',
  date: '2030-11-03T15:00:00.000Z',
  location: 'Main campus',
  description: 'Tours and talks.',
  hours: 4,
}
const BOOKING = { id: 12, name: 'Ada', guests: 2 }
const ORIGIN = 'https://www.example.edu'

function attachedEvent(mail: ReturnType<typeof bookingMail>) {
  const file = mail.attachments?.find((a) => a.filename === ICS_FILENAME)
  if (!file) throw new Error('no attachment')
  return new ICAL.Event(new ICAL.Component(ICAL.parse(file.content)).getFirstSubcomponent('vevent')!)
}

describe('bookingMail', () => {
  it('confirms with the visit as an iCalendar event (read by ical.js) and the cancel link', () => {
    const mail = bookingMail('confirmed', BOOKING, EVENT, { origin: ORIGIN, cancelToken: '12.abc' })
    expect(mail.subject).toBe('Your place is booked: Open Day, with tours; talks')
    expect(mail.text).toContain(`${ORIGIN}/visits/cancel/12.abc`)
    expect(mail.text).toContain('Booked for 2 people')
    const event = attachedEvent(mail)
    expect(event.summary).toBe(EVENT.name)
    expect(event.location).toBe('Main campus')
    expect(event.uid).toBe('visit-7@www.example.edu')
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-11-03T15:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-11-03T19:00:00.000Z')
  })

  it('tells a waiting-list entry how to leave the list, with no calendar entry', () => {
    const mail = bookingMail('waiting', BOOKING, EVENT, { origin: ORIGIN, cancelToken: 't' })
    expect(mail.subject).toBe('You are on the waiting list: Open Day, with tours; talks')
    expect(mail.attachments).toBeUndefined()
    expect(mail.text).toContain(`${ORIGIN}/visits/cancel/t`)
  })

  it('gives a freed place and reminds with the calendar entry', () => {
    for (const kind of ['offered', 'reminder'] as const) {
      const mail = bookingMail(kind, BOOKING, EVENT, { origin: ORIGIN, cancelToken: 't' })
      expect(attachedEvent(mail).summary).toBe(EVENT.name)
    }
  })
})
