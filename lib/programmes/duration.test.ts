import { durationToIso8601 } from './duration'

describe('durationToIso8601', () => {
  it.each([
    ['4 years (full time)', 'P4Y'],
    ['2 years (full time)', 'P2Y'],
    ['2 years', 'P2Y'],
    ['18 months', 'P1Y6M'],
    ['1 year 6 months', 'P1Y6M'],
    ['1.5 years', 'P1Y6M'],
    ['Two years', 'P2Y'],
    ['6 weeks', 'P42D'],
    ['3-year programme', 'P3Y'],
    ['4 years full time, 6 years part time', 'P4Y'],
    ['4 years (full time) or 6 years (part time)', 'P4Y'],
    ['Three years / five years part-time', 'P3Y'],
    ['9 months', 'P9M'],
  ])('%s is %s', (text, iso) => expect(durationToIso8601(text)).toBe(iso))

  it('is null when no length is stated', () => {
    for (const text of [null, undefined, '', 'varies', 'self-paced', '0 years', 'several years'])
      expect(durationToIso8601(text)).toBeNull()
  })

  it('gives durations Adobe’s and Google’s duration rule accepts', () => {
    const iso = /^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(\d+H)?(\d+M)?(\d+S)?)?$/
    for (const text of ['4 years', '18 months', '6 weeks', '2.25 years', '10 days'])
      expect(durationToIso8601(text)).toMatch(iso)
  })
})
