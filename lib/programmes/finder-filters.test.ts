import { EMPTY_QUERY, FINDER_KINDS } from './finder'
import { FINDER_SORT, NOTHING, campusWhere, finderLevels, finderWhere, levelWhere, nameWhere } from './finder-filters'

describe('what a programme shows in the finder', () => {
  it('names its levels: a certificate’s own (Certificate when none), the levels offered, the doctorate once', () => {
    expect(finderLevels({ kind: 'certificate', certificateLevel: 'Diploma' })).toEqual(['Diploma'])
    expect(finderLevels({ kind: 'certificate', certificateLevel: null, levels: { bachelorArts: true } })).toEqual([
      'Certificate',
    ])
    expect(finderLevels({ kind: 'undergraduate', levels: { associateScience: true, bachelorScience: true } })).toEqual([
      'A.Sc',
      'B.Sc',
    ])
    expect(finderLevels({ kind: 'extension', levels: { bachelorArts: true, doctorate: true } })).toEqual([
      'B.A',
      'Doctoral',
    ])
    expect(finderLevels({ kind: 'graduate', level: 'Doctoral', levels: { doctorate: true } })).toEqual(['Doctoral'])
    expect(finderLevels({ kind: 'graduate', level: "Master's" })).toEqual(["Master's"])
    // An undergraduate programme's level badge is not one of the finder's levels.
    expect(finderLevels({ kind: 'undergraduate', level: "Bachelor's", levels: { bachelorArts: true } })).toEqual([
      'B.A',
    ])
  })
})

describe('the finder’s query as the database is asked it', () => {
  it('asks for every programme when no filter is given', () => expect(finderWhere(EMPTY_QUERY)).toBeUndefined())

  it('narrows by each filter given, all of them at once', () => {
    expect(
      finderWhere({
        q: 'nurs',
        kind: 'undergraduate',
        level: 'B.Sc',
        college: 'CNAS',
        campus: 'Main',
        modality: 'Online',
      }),
    ).toEqual({
      and: [
        nameWhere('nurs'),
        { kind: { equals: 'undergraduate' } },
        levelWhere('B.Sc'),
        { 'department.college.code': { equals: 'CNAS' } },
        campusWhere('Main'),
        { modalities: { equals: 'Online' } },
      ],
    })
  })

  it('asks for nothing for a kind or modality no option has (PostgreSQL refuses such an enum value)', () => {
    expect(finderWhere({ ...EMPTY_QUERY, kind: 'doctoral' })).toEqual({ and: [NOTHING] })
    expect(finderWhere({ ...EMPTY_QUERY, modality: 'online' })).toEqual({ and: [NOTHING] })
    expect(NOTHING).toEqual({ id: { exists: false } })
  })

  it('matches the name or the department’s name anywhere (the database’s contains, case-insensitive)', () => {
    expect(nameWhere('Health')).toEqual({
      or: [{ and: [{ name: { contains: 'Health' } }] }, { and: [{ 'department.name': { contains: 'Health' } }] }],
    })
  })

  it('takes LIKE’s wildcards and the escape character as separators, never as a pattern', () => {
    expect(nameWhere('50%_off\\')).toEqual({
      or: [
        { and: [{ name: { contains: '50' } }, { name: { contains: 'off' } }] },
        { and: [{ 'department.name': { contains: '50' } }, { 'department.name': { contains: 'off' } }] },
      ],
    })
    expect(nameWhere('%')).toEqual({ name: { equals: '%' } })
  })

  it('finds a level where the finder shows it: a flag, a graduate level, a certificate level', () => {
    expect(levelWhere('A.A')).toEqual({
      or: [
        { and: [{ kind: { not_equals: 'certificate' } }, { 'levels.associateArts': { equals: true } }] },
        { and: [{ kind: { equals: 'graduate' } }, { level: { equals: 'A.A' } }] },
      ],
    })
    expect(levelWhere('Diploma').or).toContainEqual({
      and: [{ kind: { equals: 'certificate' } }, { certificateLevel: { equals: 'Diploma' } }],
    })
    expect(levelWhere('Doctoral').or?.[0]).toEqual({
      and: [{ kind: { not_equals: 'certificate' } }, { 'levels.doctorate': { equals: true } }],
    })
    expect(levelWhere('Certificate').or).toContainEqual({
      and: [{ kind: { equals: 'certificate' } }, { certificateLevel: { exists: false } }],
    })
    expect(levelWhere("Master's").or).toEqual([
      { and: [{ kind: { equals: 'graduate' } }, { level: { equals: "Master's" } }] },
    ])
  })

  it('finds the Online campus among the campuses and the extension degrees offered online', () => {
    expect(campusWhere('Main')).toEqual({ or: [{ campuses: { equals: 'Main' } }] })
    expect(campusWhere('Online').or).toContainEqual({
      and: [{ kind: { equals: 'extension' } }, { 'extension.online': { equals: true } }],
    })
  })

  it('orders by kind as the finder lists the kinds (their reverse alphabetical order), then by name, totally', () => {
    expect([...FINDER_KINDS].sort().reverse()).toEqual(FINDER_KINDS)
    expect(FINDER_SORT).toEqual(['-kind', 'name', '-createdAt', '-id'])
  })
})
