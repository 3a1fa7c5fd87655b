import { CASHIER_HOURS } from '@/lib/policy/admissions-finance'
import { COMPUTER_LAB_POLICY, OFFICE_FRIDAY_CLOSING } from '@/lib/policy/student-services'
import { OFFICE_HOURS, officeWeek } from './directory'

/** The Friday part of a row's hours, if it has one. */
const friday = (hours: string) => hours.split('; ').find((part) => part.startsWith('Friday'))

describe('seeded office hours agree with the spec’s rules', () => {
  it('every office closes on Friday at the university’s closing time (spec §9)', () => {
    const ownHours = new Set(['Cashier (Student Finance)', 'Computer labs', 'Public Safety and Security'])
    const offices = OFFICE_HOURS.filter(([department]) => !ownHours.has(department) && !/media office/.test(department))
    expect(offices.length).toBeGreaterThan(10)
    for (const [department, , hours] of offices)
      expect([department, friday(hours)?.endsWith(`to ${OFFICE_FRIDAY_CLOSING.time}`)]).toEqual([department, true])
  })

  it('the media office is the exception, open later on Friday', () => {
    const media = OFFICE_HOURS.filter(([department]) => /media office/.test(department))
    expect(media).toHaveLength(1)
    expect(media[0][2]).not.toContain(OFFICE_FRIDAY_CLOSING.time)
    expect(media[0][2]).toMatch(/Friday/)
  })

  it('the cashier and the computer labs show the hours their own pages show', () => {
    const row = (name: string) => OFFICE_HOURS.find(([department]) => department === name)?.[2]
    expect(row('Cashier (Student Finance)')).toBe(CASHIER_HOURS.map((s) => `${s.days} ${s.hours}`).join('; '))
    expect(row('Computer labs')).toBe(COMPUTER_LAB_POLICY.hours.map((s) => `${s.days} ${s.hours}`).join('; '))
  })

  it('words an office’s week with Sunday first where it opens then', () => {
    expect(officeWeek({ opens: '8:00 a.m.', closes: '5:00 p.m.', sunday: '10:00 a.m. to 2:00 p.m.' })).toBe(
      'Sunday 10:00 a.m. to 2:00 p.m.; Monday to Thursday 8:00 a.m. to 5:00 p.m.; Friday 8:00 a.m. to 1:30 p.m.',
    )
  })
})
