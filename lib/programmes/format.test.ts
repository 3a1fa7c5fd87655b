import { degreeArea, formatTuition, levelAbbreviations } from './format'

describe('formatTuition (spec §9: $ + amount + .00)', () => {
  it.each([
    [0, '$0.00'],
    [950, '$950.00'],
    [1250, '$1,250.00'],
    [1250000, '$1,250,000.00'],
    [987654321, '$987,654,321.00'],
  ])('%p → %p', (amount, expected) => expect(formatTuition(amount)).toBe(expected))

  it('drops cents rather than rounding them into the fixed .00', () => expect(formatTuition(1999.99)).toBe('$1,999.00'))
  it('gives null for missing or invalid amounts', () => {
    expect(formatTuition(null)).toBeNull()
    expect(formatTuition(undefined)).toBeNull()
    expect(formatTuition(Number.NaN)).toBeNull()
    expect(formatTuition(-5)).toBeNull()
  })
})

describe('degreeArea (spec §3)', () => {
  it('prefers Bachelors of Arts over everything', () =>
    expect(degreeArea({ bachelorArts: true, bachelorScience: true, associateArts: true, associateScience: true })).toBe(
      'Bachelors of Arts',
    ))
  it('then Bachelors of Science', () =>
    expect(degreeArea({ bachelorScience: true, associateArts: true })).toBe('Bachelors of Science'))
  it('then Associate of Arts', () =>
    expect(degreeArea({ associateArts: true, associateScience: true })).toBe('Associate of Arts'))
  it('else Associate of Science, even with no flag set', () => {
    expect(degreeArea({ associateScience: true })).toBe('Associate of Science')
    expect(degreeArea({})).toBe('Associate of Science')
  })
})

describe('levelAbbreviations', () => {
  it('lists offered levels in table order', () =>
    expect(levelAbbreviations({ bachelorArts: true, associateScience: true })).toEqual(['A.Sc', 'B.A']))
})
