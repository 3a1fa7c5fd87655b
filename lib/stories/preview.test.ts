import { storyPreview, STORY_PREVIEW_LENGTH } from './preview'

describe('storyPreview', () => {
  it('keeps at most 110 characters', () => {
    const long = 'a'.repeat(300)
    expect(STORY_PREVIEW_LENGTH).toBe(110)
    expect(storyPreview(long)).toHaveLength(110)
  })
  it('keeps short texts whole', () => {
    expect(storyPreview('  Short   text ')).toBe('Short text')
  })
  it('cuts a long story on a word boundary and marks the cut', () => {
    const preview = storyPreview('word '.repeat(60))
    expect(preview.length).toBeLessThanOrEqual(STORY_PREVIEW_LENGTH)
    expect(preview).toMatch(/word…$/)
  })
})
