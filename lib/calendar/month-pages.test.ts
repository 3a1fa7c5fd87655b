import {
  addMonths,
  calendarMonthAt,
  calendarMonthRewrite,
  inMonthRange,
  monthPageDescription,
  monthPagePath,
  monthPageRoute,
  monthPageTitle,
  monthRange,
  monthsBetween,
  monthsCovered,
  MONTHS_AHEAD,
} from './month-pages'
import { parseMonthParam } from './month'

const ym = (year: number, month: number) => ({ year, month })

describe('month pages of the calendars', () => {
  it('reads a month only as the URL writes it', () => {
    expect(parseMonthParam('2026-12')).toEqual(ym(2026, 12))
    expect(parseMonthParam('1900-01')).toEqual(ym(1900, 1))
    for (const bad of [
      '2026-13',
      '2026-00',
      '2026-1',
      '26-12',
      ' 2026-12',
      '2026-12 ',
      '2026-12-01',
      '1899-12',
      '2201-01',
      '',
      '-',
    ])
      expect(parseMonthParam(bad)).toBeNull()
    expect(parseMonthParam(null)).toBeNull()
    expect(parseMonthParam(undefined)).toBeNull()
  })

  it('counts and adds months across year ends', () => {
    expect(addMonths(ym(2026, 11), 2)).toEqual(ym(2027, 1))
    expect(addMonths(ym(2027, 1), -1)).toEqual(ym(2026, 12))
    expect(addMonths(ym(2026, 11), 12)).toEqual(ym(2027, 11))
    expect(monthsBetween(ym(2026, 11), ym(2027, 2))).toBe(3)
    expect(monthsBetween(ym(2027, 2), ym(2026, 11))).toBe(-3)
  })

  it('counts an event in every month it covers', () => {
    expect(monthsCovered('2026-12-05', '2026-12-05')).toEqual(['2026-12'])
    expect(monthsCovered('2026-12-28', '2027-01-03')).toEqual(['2026-12', '2027-01'])
    expect(monthsCovered('2026-11-30', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02'])
    // An end before the start counts the start's month only.
    expect(monthsCovered('2026-12-05', '2026-11-01')).toEqual(['2026-12'])
  })

  it('runs from the first month with events to a year past the current month, or the last month with events if later', () => {
    const current = ym(2026, 11)
    expect(monthRange([ym(2026, 8), ym(2027, 7)], current)).toEqual({
      first: ym(2026, 8),
      last: addMonths(current, MONTHS_AHEAD),
    })
    expect(monthRange([ym(2019, 3), ym(2029, 5)], current)).toEqual({ first: ym(2019, 3), last: ym(2029, 5) })
    // Only later events, or none: it starts at the current month.
    expect(monthRange([ym(2027, 2)], current)).toEqual({ first: current, last: ym(2027, 11) })
    expect(monthRange([], current)).toEqual({ first: current, last: ym(2027, 11) })
    const range = monthRange([ym(2026, 8)], current)
    expect(inMonthRange(range, ym(2026, 8))).toBe(true)
    expect(inMonthRange(range, ym(2027, 11))).toBe(true)
    expect(inMonthRange(range, ym(2026, 7))).toBe(false)
    expect(inMonthRange(range, ym(2027, 12))).toBe(false)
    expect(inMonthRange(range, ym(2030, 12))).toBe(false)
  })

  it('writes each month’s public URL and route, and reads a route back', () => {
    expect(monthPagePath('events', ym(2026, 12))).toBe('/eventscalendar?month=2026-12')
    expect(monthPagePath('academic', ym(2027, 1))).toBe('/academiccalendar?month=2027-01')
    expect(monthPageRoute('events', ym(2026, 12))).toBe('/eventscalendar/month/2026-12')
    expect(calendarMonthAt('/eventscalendar/month/2026-12')).toEqual({ calendar: 'events', month: ym(2026, 12) })
    expect(calendarMonthAt('/academiccalendar/month/2027-01')).toEqual({ calendar: 'academic', month: ym(2027, 1) })
    expect(calendarMonthAt('/eventscalendar/month/-')).toBeNull()
    expect(calendarMonthAt('/eventscalendar/month/2026-12/x')).toBeNull()
    expect(calendarMonthAt('/eventscalendar')).toBeNull()
  })

  it('rewrites only a calendar’s month query', () => {
    const q = (s: string) => new URLSearchParams(s)
    expect(calendarMonthRewrite('/eventscalendar', q('month=2026-12'))).toEqual({
      action: 'rewrite',
      to: '/eventscalendar/month/2026-12',
    })
    // The first of two.
    expect(calendarMonthRewrite('/eventscalendar', q('month=2026-12&month=2027-01'))?.to).toBe(
      '/eventscalendar/month/2026-12',
    )
    expect(calendarMonthRewrite('/eventscalendar', q('month=2026-13'))?.to).toBe('/eventscalendar/month/-')
    expect(calendarMonthRewrite('/eventscalendar', q('page=2'))).toBeNull()
    expect(calendarMonthRewrite('/news', q('month=2026-12'))).toBeNull()
  })

  it('titles and describes a month', () => {
    expect(monthPageTitle('Events Calendar', ym(2026, 12))).toBe('Events Calendar – December 2026')
    expect(monthPageDescription('Events Calendar', ym(2026, 12), ['Christmas concert', 'Carol service'])).toBe(
      'December 2026 on the Events Calendar: Christmas concert, Carol service.',
    )
    expect(monthPageDescription('Events Calendar', ym(2027, 1), [])).toBe(
      'Nothing is listed on the Events Calendar for January 2027 yet.',
    )
    const many = Array.from({ length: 20 }, (_, i) => `Event number ${i + 1}`)
    const description = monthPageDescription('Events Calendar', ym(2026, 12), many)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toMatch(
      /^December 2026 on the Events Calendar: Event number 1, Event number 2, .* and \d+ more\.$/,
    )
  })
})
