import { groupsForLetter, matchKeywordGroups, normalizeKeyword, parseLetter, type KeywordGroup } from './keywords'

const groups: KeywordGroup[] = [
  { keyword: 'Tuition', results: [{ pageName: 'Tuition and fees', pageLink: '/tuitionfees' }] },
  { keyword: 'Transcript', results: [{ pageName: 'Records', pageLink: '/records' }] },
  {
    keyword: 'Nursing',
    results: [
      { pageName: 'Undergraduate programmes', pageLink: '/undergrad' },
      { pageName: 'Bad', pageLink: 'javascript:alert(1)' },
    ],
  },
  { keyword: 'Calendar', results: [{ pageName: 'Academic calendar', pageLink: '/academiccalendar' }] },
]

describe('normalizeKeyword', () => {
  it('trims, collapses whitespace and bounds the length', () => {
    expect(normalizeKeyword('  tuition \n  fees ')).toBe('tuition fees')
    expect(normalizeKeyword('x'.repeat(500))).toHaveLength(100)
  })
  it('treats hostile or odd input as text', () => {
    expect(normalizeKeyword(undefined)).toBe('')
    expect(normalizeKeyword(['first', 'second'])).toBe('first')
    expect(normalizeKeyword({ $ne: 1 })).toBe('')
    expect(normalizeKeyword("'; DROP TABLE keyword_groups; --")).toBe("'; DROP TABLE keyword_groups; --")
    expect(normalizeKeyword('a\u0000b')).toBe('a b')
  })
})

describe('parseLetter', () => {
  it('accepts one letter A–Z', () => {
    expect(parseLetter('a')).toBe('A')
    expect(parseLetter('Z')).toBe('Z')
    for (const bad of ['', 'AB', '1', '%', 'é', undefined, null, ['A', 'B'].join('')])
      expect(parseLetter(bad)).toBeNull()
  })
})

describe('matchKeywordGroups', () => {
  it('matches case-insensitively, exact first', () => {
    expect(matchKeywordGroups(groups, 'TUITION').map((g) => g.keyword)).toEqual(['Tuition'])
    expect(matchKeywordGroups(groups, 'tran').map((g) => g.keyword)).toEqual(['Transcript'])
  })
  it('finds keywords inside a longer query', () => {
    expect(matchKeywordGroups(groups, 'nursing degree').map((g) => g.keyword)).toEqual(['Nursing'])
  })
  it('drops unsafe links', () => {
    expect(matchKeywordGroups(groups, 'nursing')[0].results).toEqual([
      { pageName: 'Undergraduate programmes', pageLink: '/undergrad' },
    ])
  })
  it('returns nothing for hostile or empty input without throwing', () => {
    for (const q of ['', '.*', '(((', '\\', '%', '_', "' OR 1=1 --", '<script>alert(1)</script>', '${jndi:x}']) {
      expect(() => matchKeywordGroups(groups, q)).not.toThrow()
      expect(matchKeywordGroups(groups, q)).toEqual([])
    }
  })
})

describe('groupsForLetter', () => {
  it('lists keywords starting with the letter', () => {
    expect(groupsForLetter(groups, 'T').map((g) => g.keyword)).toEqual(['Transcript', 'Tuition'])
    expect(groupsForLetter(groups, 'Q')).toEqual([])
  })
})
