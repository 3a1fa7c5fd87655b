import { calendarEventsJsonLd } from './jsonld'

const settings = {
  universityName: 'Northern Caribbean University',
  social: [],
  address: 'Manchester Road\nMandeville, Manchester\nJamaica, W.I.',
}
const entries = [{ name: 'Homecoming', date: '2026-11-21', endDate: '2026-11-22', description: null }]

describe('calendarEventsJsonLd', () => {
  it('describes each entry of the events calendar as an Event on campus, with absolute URLs', () => {
    const [event] = calendarEventsJsonLd('events', entries, settings, 'https://www.ncu.example')
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Homecoming',
      startDate: '2026-11-21',
      endDate: '2026-11-22',
      url: 'https://www.ncu.example/eventscalendar?month=2026-11',
      location: { '@type': 'Place', address: { addressLocality: 'Mandeville', addressCountry: 'JM' } },
      organizer: { url: 'https://www.ncu.example/' },
    })
    expect(event).not.toHaveProperty('description')
  })

  it('gives academic dates and deadlines no Event', () => {
    expect(calendarEventsJsonLd('academic', entries, settings, 'https://www.ncu.example')).toEqual([])
  })
})
