import { storyExcerpt, STORY_EXCERPT_LENGTH } from './excerpt'

describe('storyExcerpt', () => {
  it('keeps at most 110 characters', () => {
    const long = 'a'.repeat(300)
    expect(STORY_EXCERPT_LENGTH).toBe(110)
    expect(storyExcerpt(long)).toHaveLength(110)
  })
  it('keeps short texts whole', () => {
    expect(storyExcerpt('  Short   text ')).toBe('Short text')
  })
  it('cuts a long story on a word boundary and marks the cut', () => {
    const excerpt = storyExcerpt('word '.repeat(60))
    expect(excerpt.length).toBeLessThanOrEqual(STORY_EXCERPT_LENGTH)
    expect(excerpt).toMatch(/word…$/)
  })
})
