import { filterByName } from './filter'

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
})
