import { academicYear } from './academic-year'

describe('academic year (July to June)', () => {
  it('runs from July of one year to June of the next', () => {
    const { label, months } = academicYear({ year: 2026, month: 11 })
    expect(label).toBe('2026–2027')
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ year: 2026, month: 7 })
    expect(months[5]).toEqual({ year: 2026, month: 12 })
    expect(months[6]).toEqual({ year: 2027, month: 1 })
    expect(months[11]).toEqual({ year: 2027, month: 6 })
  })

  it('places January to June in the year that began the July before', () => {
    expect(academicYear({ year: 2027, month: 6 }).label).toBe('2026–2027')
    expect(academicYear({ year: 2027, month: 7 }).label).toBe('2027–2028')
    expect(academicYear({ year: 2027, month: 1 }).months[0]).toEqual({ year: 2026, month: 7 })
  })
})
