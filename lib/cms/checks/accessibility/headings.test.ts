import { headingFindings } from './headings'

const check = (...levels: number[]) =>
  headingFindings(
    'content',
    levels.map((level, i) => ({ level, text: `Part ${i + 1}` })),
  ).map((f) => `${f.severity} ${f.message.split('. ')[0]}`)

describe('headingFindings', () => {
  it('accepts levels that go down one at a time and back up any number', () => {
    expect(check(2, 3, 4, 2, 3, 2)).toEqual([])
  })

  it('warns about a skipped level, counting the page title as heading 1', () => {
    expect(check(3)).toEqual(['warning Heading “Part 1” is a heading 3 after a heading 1'])
    expect(check(2, 4, 5)).toEqual(['warning Heading “Part 2” is a heading 4 after a heading 2'])
  })

  it('warns about a heading 1 in the text', () => {
    expect(check(2, 1)).toEqual(['warning Heading “Part 2” is a heading 1 in the text'])
  })
})
