import { filterProgrammes, finderSearch, parseFinderQuery, EMPTY_QUERY, type FinderItem } from './finder'

const items: FinderItem[] = [
  {
    name: 'Nursing',
    kind: 'undergraduate',
    url: '/undergrad?degree=nursing',
    levels: ['B.Sc'],
    college: 'CNAS',
    collegeName: 'College of Natural and Applied Sciences',
    department: 'Nursing',
    campuses: ['Main campus'],
    modalities: ['Face-to-face'],
    fromPerYear: null,
    slug: null,
  },
  {
    name: 'Public Health',
    kind: 'graduate',
    url: '/grad/public-health',
    levels: ["Master's"],
    college: 'CNAS',
    collegeName: 'College of Natural and Applied Sciences',
    department: null,
    campuses: ['Main campus', 'Western campus'],
    modalities: ['Online'],
    fromPerYear: null,
    slug: null,
  },
  {
    name: 'CompTIA A+',
    kind: 'certificate',
    url: null,
    levels: ['Certificate'],
    college: null,
    collegeName: null,
    department: 'Computer and Information Sciences',
    campuses: [],
    modalities: [],
    fromPerYear: null,
    slug: null,
  },
]

describe('programme finder', () => {
  it('parses and writes back the URL, leaving out empty filters', () => {
    const q = parseFinderQuery(new URLSearchParams('q=nur&campus=Main+campus'))
    expect(q).toEqual({ ...EMPTY_QUERY, q: 'nur', campus: 'Main campus' })
    expect(finderSearch(q)).toBe('?q=nur&campus=Main+campus')
    expect(finderSearch(EMPTY_QUERY)).toBe('')
  })
  it('reads a Next searchParams object too', () =>
    expect(parseFinderQuery({ kind: ['graduate', 'x'] }).kind).toBe('graduate'))
  it('combines text and facet filters', () => {
    expect(filterProgrammes(items, { ...EMPTY_QUERY, q: 'HEALTH' }).map((i) => i.name)).toEqual(['Public Health'])
    expect(filterProgrammes(items, { ...EMPTY_QUERY, college: 'CNAS', modality: 'Online' }).map((i) => i.name)).toEqual(
      ['Public Health'],
    )
    expect(filterProgrammes(items, { ...EMPTY_QUERY, kind: 'certificate' })).toHaveLength(1)
    expect(filterProgrammes(items, { ...EMPTY_QUERY, q: 'information' }).map((i) => i.name)).toEqual(['CompTIA A+'])
  })
})
