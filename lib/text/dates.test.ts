import { formatDate, formatDateKey, formatDeadline, formatDeadlineKey, formatEventStart, longDate } from './dates'

describe('dates (spec §9)', () => {
  it('shows dates as YYYY/MM/DD in the university’s time zone', () => {
    expect(formatDateKey('2026-11-01')).toBe('2026/11/01')
    // 03:00 UTC on 1 March is still 28 February in Jamaica (UTC-5).
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('2026/02/28')
    expect(formatDate('not a date')).toBe('')
  })

  it('shows deadlines as weekday, month, day, year', () => {
    expect(formatDeadline('2026-12-18T23:59:00-05:00')).toBe('Friday, December 18, 2026')
    expect(formatDeadlineKey('2022-04-30')).toBe('Saturday, April 30, 2022')
    expect(formatDeadline('')).toBe('')
  })

  it('adds the time of day to an event’s start', () => {
    expect(formatEventStart('2026-12-18T23:00:00Z')).toBe('Friday, December 18, 2026 at 6:00 PM')
  })

  it('keeps each time zone apart when the same form is asked for in two', () => {
    // 02:00 UTC on 19 December is still the 18th in Jamaica: each zone's answer, in either order.
    expect(formatDeadline('2026-12-19T02:00:00Z', 'UTC')).toBe('Saturday, December 19, 2026')
    expect(formatDeadline('2026-12-19T02:00:00Z')).toBe('Friday, December 18, 2026')
    expect(formatDeadline('2026-12-19T02:00:00Z', 'UTC')).toBe('Saturday, December 19, 2026')
  })

  it('speaks a calendar day in full', () => {
    expect(longDate('2026-11-01')).toBe('Sunday, 1 November 2026')
  })
})
