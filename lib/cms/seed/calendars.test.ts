import { FINANCE_SCHEDULE } from '@/lib/policy/admissions-finance'
import { MONTH_NAMES } from '@/lib/text/dates'
import { academicEvents } from './calendars'

describe('the seeded academic calendar agrees with the policy', () => {
  it('holds a new-student orientation in each month the policy names (August and January)', () => {
    for (const year of [2025, 2026, 2027]) {
      const months = academicEvents(year)
        .filter((event) => /orientation/i.test(event.name))
        .map((event) => MONTH_NAMES[Number(event.date.slice(5, 7)) - 1])
      expect(months.sort()).toEqual([...FINANCE_SCHEDULE.orientationMonths].sort())
    }
  })

  it('never starts orientation, registration, a semester or examinations on the Sabbath', () => {
    for (const event of academicEvents(2026)) {
      const day = new Date(`${event.date}T12:00:00Z`).getUTCDay()
      if (/orientation|registration|begins|examinations/i.test(event.name))
        expect([event.name, day]).not.toEqual([event.name, 6])
    }
  })
})
