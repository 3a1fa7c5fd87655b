import { ELLIPSIS, truncate } from './truncate'

describe('truncate', () => {
  it('keeps short texts whole, whitespace collapsed', () => {
    expect(truncate('  Short   text ', 110)).toBe('Short text')
    expect(truncate('exactly ten', 11)).toBe('exactly ten')
  })
  it('cuts on a word boundary and ends with an ellipsis, never longer than the limit', () => {
    expect(truncate('alpha beta gamma delta', 12)).toBe('alpha beta…')
    expect(truncate('alpha beta gamma delta', 11)).toBe('alpha beta…')
    for (let max = 1; max < 30; max++)
      expect(Array.from(truncate('alpha beta gamma delta epsilon zeta', max)).length).toBeLessThanOrEqual(max)
  })
  it('cuts inside a word only when one word fills the room', () => {
    const out = truncate('a'.repeat(300), 110)
    expect(out).toHaveLength(110)
    expect(out.endsWith(ELLIPSIS)).toBe(true)
  })
  it('leaves no dangling punctuation before the ellipsis', () =>
    expect(truncate('one, two, three', 10)).toBe('one, two…'))
  it('counts an emoji as one character and never splits it', () =>
    expect(truncate('🎓🎓🎓 graduation', 4)).toBe('🎓🎓🎓…'))
})
