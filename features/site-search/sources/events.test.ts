// Only the pure mapping is under test: no database and no cache behind the reads it imports.
jest.mock('@/lib/reads/payload', () => ({ getPayloadClient: jest.fn() }))
jest.mock('next/cache', () => ({ unstable_cache: (read: (...args: unknown[]) => unknown) => read }))
import { formatEventStart } from '@/lib/text/dates'
import { eventDocument } from './events'

describe('eventDocument', () => {
  it('finds an event by its place and by its start as the site shows it (weekday, date and time, university time)', () => {
    const doc = eventDocument({
      slug: 'open-day',
      name: 'Open Day',
      date: '2026-12-18T23:00:00.000Z',
      when: formatEventStart('2026-12-18T23:00:00.000Z'),
      location: 'Main campus',
      description: 'Tours and talks.',
      image: null,
      bookingHref: null,
    })
    expect(doc).toEqual({
      id: 'event:open-day',
      kind: 'event',
      title: 'Open Day',
      headings: 'Main campus · Friday, December 18, 2026 at 6:00 PM',
      body: 'Tours and talks.',
      url: '/newsandevents',
    })
  })

  it('leaves out what an event does not have', () => {
    const doc = eventDocument({
      slug: 'concert',
      name: 'Concert',
      date: '2026-12-20T23:00:00.000Z',
      when: formatEventStart('2026-12-20T23:00:00.000Z'),
      location: null,
      description: null,
      image: null,
      bookingHref: null,
    })
    expect([doc.headings, doc.body]).toEqual(['Sunday, December 20, 2026 at 6:00 PM', ''])
  })
})
