import { plainText } from './plain-text'

const doc = (...texts: string[]) => ({ root: { children: texts.map((text) => ({ children: [{ text }] })) } })

describe('plainText', () => {
  it('joins paragraphs with spaces', () => expect(plainText(doc('One.', 'Two.'))).toBe('One. Two.'))
  it('cuts long text on a word boundary', () => expect(plainText(doc('alpha beta gamma delta'), 12)).toBe('alpha beta…'))
  it('handles missing documents', () => expect(plainText(null)).toBe(''))
})
