import {
  addDays,
  currentMonth,
  dateKeyInTimeZone,
  daysInMonth,
  firstWeekday,
  formatDateKey,
  formatMonthParam,
  isLeapYear,
  monthLabel,
  nextMonth,
  parseMonthParam,
  previousMonth,
} from './month'

describe('month arithmetic', () => {
  it('rolls December to January of the next year', () => {
    expect(nextMonth({ year: 2026, month: 12 })).toEqual({ year: 2027, month: 1 })
    expect(nextMonth({ year: 2026, month: 5 })).toEqual({ year: 2026, month: 6 })
  })
  it('rolls January to December of the year before', () => {
    expect(previousMonth({ year: 2027, month: 1 })).toEqual({ year: 2026, month: 12 })
    expect(previousMonth({ year: 2026, month: 5 })).toEqual({ year: 2026, month: 4 })
  })
  it('knows leap years and month lengths from 28 to 31', () => {
    expect(isLeapYear(2024)).toBe(true)
    expect(isLeapYear(1900)).toBe(false)
    expect(isLeapYear(2000)).toBe(true)
    expect(isLeapYear(2026)).toBe(false)
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28)
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29)
    expect(daysInMonth({ year: 2026, month: 4 })).toBe(30)
    expect(daysInMonth({ year: 2026, month: 12 })).toBe(31)
  })
  it('finds the weekday of the 1st', () => {
    expect(firstWeekday({ year: 2026, month: 11 })).toBe(0) // Sunday
    expect(firstWeekday({ year: 2026, month: 8 })).toBe(6) // Saturday
  })
})

describe('month parameter', () => {
  it('formats and parses YYYY-MM', () => {
    expect(formatMonthParam({ year: 2026, month: 3 })).toBe('2026-03')
    expect(parseMonthParam('2026-03')).toEqual({ year: 2026, month: 3 })
  })
  it('rejects anything else', () => {
    for (const bad of [
      '2026-13',
      '2026-00',
      '2026-3',
      '26-03',
      '',
      'abc',
      '2026-03-01',
      ' 2026-03',
      '2026-03\n',
      '1899-12',
      '2201-01',
      "2026-03'; DROP TABLE",
      undefined,
      42,
      ['2026-03'],
    ]) {
      expect(parseMonthParam(bad)).toBeNull()
    }
  })
  it('labels a month', () => {
    expect(monthLabel({ year: 2027, month: 1 })).toBe('January 2027')
  })
})

describe('dates in the university time zone', () => {
  it('uses America/Jamaica (UTC-5) for the current month', () => {
    // 03:00 UTC on 1 December is still 30 November in Jamaica.
    expect(currentMonth(new Date('2026-12-01T03:00:00Z'))).toEqual({ year: 2026, month: 11 })
    expect(currentMonth(new Date('2026-12-01T06:00:00Z'))).toEqual({ year: 2026, month: 12 })
    expect(dateKeyInTimeZone('2027-01-01T04:59:00Z')).toBe('2026-12-31')
  })
  it('formats dates as YYYY/MM/DD and adds days across months and years', () => {
    expect(formatDateKey('2026-11-05')).toBe('2026/11/05')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
  })
})
