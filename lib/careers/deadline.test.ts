import { formatDeadline, isJobOpen } from './deadline'

describe('formatDeadline', () => {
  it('formats weekday, month day, year', () => {
    expect(formatDeadline('2026-12-18T17:00:00.000Z')).toBe('Friday, December 18, 2026')
  })
  it('uses Jamaica time (UTC-5)', () => {
    expect(formatDeadline('2026-12-19T03:00:00.000Z')).toBe('Friday, December 18, 2026')
  })
  it('returns an empty string for an invalid date', () => {
    expect(formatDeadline('nope')).toBe('')
  })
})

describe('isJobOpen', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  it('is open before the closing date and closed after', () => {
    expect(isJobOpen('2026-06-02T00:00:00Z', now)).toBe(true)
    expect(isJobOpen('2026-05-31T00:00:00Z', now)).toBe(false)
  })
})
