import { lexicalToPlainText, storyPreview, STORY_PREVIEW_LENGTH } from './preview'

const doc = (...paragraphs: string[]) => ({
  root: { type: 'root', children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })) },
})

describe('lexicalToPlainText', () => {
  it('joins paragraphs with a space', () => {
    expect(lexicalToPlainText(doc('First paragraph.', 'Second  one.'))).toBe('First paragraph. Second one.')
  })
  it('returns an empty string for missing content', () => {
    expect(lexicalToPlainText(null)).toBe('')
    expect(lexicalToPlainText({})).toBe('')
  })
})

describe('storyPreview', () => {
  it('keeps at most 110 characters', () => {
    const long = 'a'.repeat(300)
    expect(STORY_PREVIEW_LENGTH).toBe(110)
    expect(storyPreview(long)).toHaveLength(110)
  })
  it('keeps short texts whole', () => {
    expect(storyPreview('  Short   text ')).toBe('Short text')
  })
})
