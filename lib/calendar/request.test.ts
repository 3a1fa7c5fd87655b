import { monthQuerySchema, parseCalendarSegment } from './request'

describe('monthQuerySchema', () => {
  it('accepts a year and a month 1–12', () => {
    expect(monthQuerySchema.parse({ year: '2026', month: '11' })).toEqual({ year: 2026, month: 11 })
  })
  it('rejects bad input', () => {
    for (const bad of [
      {},
      { year: '2026' },
      { year: '2026', month: '13' },
      { year: '2026', month: '0' },
      { year: 'x', month: '1' },
      { year: '2026.5', month: '1' },
      { year: '99999', month: '1' },
    ]) {
      expect(monthQuerySchema.safeParse(bad).success).toBe(false)
    }
  })
})

describe('parseCalendarSegment', () => {
  it('reads the calendar and the format', () => {
    expect(parseCalendarSegment('academic')).toEqual({ calendar: 'academic', format: 'json' })
    expect(parseCalendarSegment('events.ics')).toEqual({ calendar: 'events', format: 'ics' })
    expect(parseCalendarSegment('other')).toBeNull()
    expect(parseCalendarSegment('academic.ics.ics')).toBeNull()
  })
})
