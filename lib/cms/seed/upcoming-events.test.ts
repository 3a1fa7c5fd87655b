import { dateKeyInTimeZone } from '@/lib/text/dates'
import { dayAfterLastSportsDay } from './articles'
import { seededCalendarEvents } from './calendars'
import { sliderEvents } from './upcoming-events'

describe('the home slider’s events are the calendar’s', () => {
  for (const day of ['2026-11-26', '2027-02-10', '2027-06-15', '2027-08-20']) {
    it(`seeded on ${day}: each is on the calendar that day, none is past, soonest first`, () => {
      const now = new Date(`${day}T15:00:00Z`)
      const slider = sliderEvents(now)
      // Every slider event has a date ahead on its calendar (a name the calendar lacks would drop out).
      expect(slider).toHaveLength(10)
      const calendar = seededCalendarEvents(now).flatMap(([, events]) => events)
      for (const event of slider) {
        const key = dateKeyInTimeZone(event.date)
        expect([event.name, calendar.some((e) => e.name === event.name && e.date === key)]).toEqual([event.name, true])
        expect(key >= day).toBe(true)
      }
      expect(slider.map((e) => e.date)).toEqual([...slider.map((e) => e.date)].sort())
      // Not every one at the same hour (the slider showed all at 9:00).
      expect(new Set(slider.map((e) => new Date(e.date).getUTCHours())).size).toBeGreaterThan(3)
    })
  }
})

describe('the Sports Day results story', () => {
  it('is dated the morning after the last Sports Day before the seed, the calendar’s Sports Day', () => {
    expect(dayAfterLastSportsDay(new Date('2026-11-26T15:00:00Z'))).toBe('2026-02-20T14:00:00.000Z')
    expect(dayAfterLastSportsDay(new Date('2027-02-19T15:00:00Z'))).toBe('2027-02-19T14:00:00.000Z')
    expect(dayAfterLastSportsDay(new Date('2027-02-18T15:00:00Z'))).toBe('2026-02-20T14:00:00.000Z')
  })
})
