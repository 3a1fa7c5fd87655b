import { linkTextFindings } from './link-text'

const check = (text: string, url?: string) =>
  linkTextFindings('content', text, url).map((f) => `${f.severity} ${f.message.split('. ')[0]}`)

describe('linkTextFindings', () => {
  it('refuses a link without words', () => {
    expect(check(' ', '/news')).toEqual(['error A link to /news has no text'])
  })

  it('refuses words that say nothing of where the link leads, whatever their case and punctuation', () => {
    for (const text of ['click here', 'Click HERE!', 'Read more…', 'here', 'Learn more', 'more info'])
      expect([text, check(text)]).toEqual([text, [expect.stringMatching(/^error The link text “.*” does not say/)]])
  })

  it('warns about a bare address as the words', () => {
    for (const text of ['https://www.ncu.edu.jm/admissions', 'www.ncu.edu.jm', 'ncu.edu.jm/apply'])
      expect([text, check(text)]).toEqual([
        text,
        [expect.stringMatching(/^warning The link text “.*” is a bare address/)],
      ])
  })

  it('accepts words that name the destination', () => {
    expect(check('Undergraduate admission requirements')).toEqual([])
    expect(check('Read the 2026 annual report')).toEqual([])
  })
})
