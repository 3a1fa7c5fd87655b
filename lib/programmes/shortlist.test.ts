import { compareHref, MAX_COMPARED, parseShortlist, toggleShortlist } from './shortlist'

describe('the shortlist', () => {
  it('reads slugs from a link, each once, at most four', () => {
    expect(parseShortlist('nursing, Biology,nursing,,a,b,c')).toEqual(['nursing', 'biology', 'a', 'b'])
    expect(parseShortlist(['x', 'y'])).toEqual(['x', 'y'])
    expect(parseShortlist(null)).toEqual([])
    expect(MAX_COMPARED).toBe(4)
  })
  it('adds a programme at the end, removes one that is there, and takes no fifth', () => {
    expect(toggleShortlist(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleShortlist(['a', 'b'], 'a')).toEqual(['b'])
    expect(toggleShortlist(['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd'])
  })
  it('makes the shareable address', () => {
    expect(compareHref(['a', 'b'])).toBe('/compare?programmes=a,b')
    expect(compareHref([])).toBe('/compare')
  })
})
