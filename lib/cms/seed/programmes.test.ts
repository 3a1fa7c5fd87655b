import { CERTIFICATES, GRADUATE, UNDERGRADUATE } from './programmes'

/**
 * The seeded programmes are the request-information form's choices (one list per level), so they
 * keep spec §5's lists: about 50 certificates with vendor certifications among them, about 40
 * undergraduate programmes, and its eight graduate programmes.
 */
describe('seeded programmes', () => {
  const names = (rows: readonly (readonly [string, ...unknown[]])[]) => rows.map(([name]) => name)

  it('hold spec §5’s lists, of its sizes', () => {
    expect(names(CERTIFICATES).length).toBeGreaterThanOrEqual(45)
    expect(names(CERTIFICATES).length).toBeLessThanOrEqual(55)
    expect(names(CERTIFICATES).some((c) => /CompTIA|Cisco|Microsoft/.test(c))).toBe(true)
    expect(names(UNDERGRADUATE).length).toBeGreaterThanOrEqual(38)
    expect(names(UNDERGRADUATE).length).toBeLessThanOrEqual(50)
    expect(names(GRADUATE)).toEqual([
      'Biology',
      'Business Administration',
      'Counselling Psychology',
      'Education',
      'Educational Psychology',
      'Information Systems',
      'Public Health',
      'Science Education',
    ])
  })

  it('name each programme of a kind once', () => {
    for (const rows of [CERTIFICATES, UNDERGRADUATE, GRADUATE]) {
      expect(new Set(names(rows)).size).toBe(rows.length)
    }
  })
})
