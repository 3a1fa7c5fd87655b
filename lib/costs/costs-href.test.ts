import { costsHref } from './query'

describe("a programme's cost estimate address", () => {
  it('names the programme, and a residency only when it is not the form’s default', () => {
    expect(costsHref('nursing')).toBe('/costs?programme=nursing')
    expect(costsHref('nursing', 'jamaica')).toBe('/costs?programme=nursing')
    expect(costsHref('public-health-graduate', 'international')).toBe(
      '/costs?programme=public-health-graduate&residency=international',
    )
    expect(costsHref('a b&c')).toBe('/costs?programme=a%20b%26c')
  })
})
