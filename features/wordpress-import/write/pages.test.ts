import { hasBody } from './pages'

describe("a WordPress page's body", () => {
  it('is empty when the page holds no text and nothing to see (WordPress publishes title-only pages)', () => {
    for (const html of ['', '  \n', '<p></p>', '<p>&nbsp;</p>\n<div> </div>']) expect(hasBody(html)).toBe(false)
  })

  it('is there with text, a shortcode, or a picture, embed or table alone', () => {
    for (const html of [
      'Hello',
      '<p>Ελληνικά</p>',
      '[gallery ids="1,2"]',
      '<img src="a.jpg">',
      '<iframe src="x"></iframe>',
      '<table></table>',
    ])
      expect(hasBody(html)).toBe(true)
  })
})
