import { bookableEventJsonLd, type BookableEvent } from './bookable-event'

const SETTINGS = {
  universityName: 'Northern Caribbean University',
  social: [],
  address: 'Manchester Road\nMandeville, Manchester\nJamaica, W.I.',
}
const EVENT: BookableEvent = {
  name: 'Open Day',
  date: '2027-11-07T15:00:00.000Z',
  hours: 3,
  location: 'Main campus',
  description: 'Tours',
  closesAt: '2027-11-06T15:00:00.000Z',
  capacity: 3,
  taken: 1,
  path: '/visits/open-day',
}

describe('bookableEventJsonLd', () => {
  it('offers the free places until bookings close, with how many are left', () => {
    const ld = bookableEventJsonLd(EVENT, SETTINGS, 'https://www.example.edu')
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      url: 'https://www.example.edu/visits/open-day',
      price: 0,
      priceCurrency: 'JMD',
      availability: 'https://schema.org/InStock',
      validThrough: '2027-11-06T15:00:00.000Z',
    })
    expect(ld.remainingAttendeeCapacity).toBe(2)
    expect(ld.endDate).toBe('2027-11-07T18:00:00.000Z')
  })

  it('is sold out when every place is taken', () => {
    const ld = bookableEventJsonLd({ ...EVENT, taken: 3 }, SETTINGS, 'https://www.example.edu')
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut')
    expect(ld.remainingAttendeeCapacity).toBe(0)
  })
})
