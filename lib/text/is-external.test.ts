import { isExternal } from './is-external'

describe('isExternal', () => {
  it('tells external links from our own pages', () => {
    expect(isExternal('https://media.example.edu')).toBe(true)
    expect(isExternal('HTTP://apply.example.edu/start')).toBe(true)
    expect(isExternal('/tuitionfees')).toBe(false)
  })
  it('never counts e-mail, telephone, fragment or protocol-less links', () => {
    for (const href of ['mailto:info@example.edu', 'tel:8765550100', '#main', 'www.example.edu', ''])
      expect(isExternal(href)).toBe(false)
  })
  it('counts a full address on the site’s own origin as internal', () => {
    expect(isExternal('https://www.example.edu/fees', 'https://www.example.edu')).toBe(false)
    expect(isExternal('https://apply.example.edu/', 'https://www.example.edu')).toBe(true)
    expect(isExternal('http://www.example.edu/fees', 'https://www.example.edu')).toBe(true)
  })
})
