import { lexicalToPlainText } from './plain-text'

const doc = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
  },
})

describe('lexicalToPlainText', () => {
  it('joins paragraphs with a space', () => {
    expect(lexicalToPlainText(doc('First paragraph.', 'Second  one.'))).toBe('First paragraph. Second one.')
  })
  it('joins paragraphs of untyped nodes with spaces too', () => {
    expect(lexicalToPlainText({ root: { children: ['One.', 'Two.'].map((text) => ({ children: [{ text }] })) } })).toBe(
      'One. Two.',
    )
  })
  it('keeps a link inside its sentence and turns a line break into a space', () => {
    const content = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'See ' },
              { type: 'link', children: [{ type: 'text', text: 'the fees' }] },
              { type: 'text', text: '.' },
              { type: 'linebreak' },
              { type: 'text', text: 'Then apply.' },
            ],
          },
        ],
      },
    }
    expect(lexicalToPlainText(content)).toBe('See the fees. Then apply.')
  })
  it('returns an empty string for missing content', () => {
    expect(lexicalToPlainText(null)).toBe('')
    expect(lexicalToPlainText(undefined)).toBe('')
    expect(lexicalToPlainText({})).toBe('')
  })
})
