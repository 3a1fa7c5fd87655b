import { filterByName, matchesName } from './name-filter'

const entries = [{ name: 'Records Office' }, { name: 'Library' }, { name: 'Admissions Office' }]

describe('filterByName', () => {
  it('is case-insensitive', () => {
    expect(filterByName(entries, 'OFFICE').map((e) => e.name)).toEqual(['Records Office', 'Admissions Office'])
    expect(filterByName(entries, 'lIbRaRy').map((e) => e.name)).toEqual(['Library'])
  })
  it('shows everything for an empty query and treats symbols as text', () => {
    expect(filterByName(entries, '  ')).toHaveLength(3)
    expect(filterByName(entries, '.*')).toEqual([])
    expect(filterByName(entries, '(')).toEqual([])
  })

  const items = [{ name: 'Computer Science' }, { name: 'Nursing' }, { name: 'Computer Information Systems' }]
  it('matches case-insensitively anywhere in the name', () =>
    expect(filterByName(items, 'COMPUTER').map((i) => i.name)).toEqual([
      'Computer Science',
      'Computer Information Systems',
    ]))
  it('returns everything for an empty query', () => expect(filterByName(items, '  ')).toHaveLength(3))
})

describe('matchesName', () => {
  it('matches inside the name, ignoring case and surrounding spaces', () => {
    expect(matchesName('Computer Science', '  sCIEN ')).toBe(true)
    expect(matchesName('Computer Science', 'nursing')).toBe(false)
    expect(matchesName('Anything', '')).toBe(true)
  })
})
