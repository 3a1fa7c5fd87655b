import { hasBody, pageOldPath } from './pages'

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

describe("a WordPress page's old address", () => {
  const page = { id: 37, slug: 'campus-map', title: 'Campus map', link: 'https://old.example/about/campus-map/' }
  it('is its permalink, and the home page only at the root', () => {
    expect(pageOldPath(page)).toBe('/about/campus-map')
    expect(pageOldPath({ ...page, link: 'https://old.example/' })).toBe('/')
  })

  it("is its slug (else its title's) when WordPress never published it and gives its query form (`/?page_id=37`)", () => {
    expect(pageOldPath({ ...page, link: 'https://old.example/?page_id=37' })).toBe('/campus-map')
    expect(pageOldPath({ ...page, slug: '', link: 'https://old.example/?page_id=37' })).toBe('/campus-map')
    expect(pageOldPath({ ...page, slug: '', title: '', link: 'https://old.example/?page_id=37' })).toBe('/page-37')
  })

  it("is under its parents' addresses when those are query forms too (plain permalinks)", () => {
    const about = { id: 31, slug: 'about', title: 'About', link: 'https://old.example/?page_id=31' }
    const team = { id: 32, slug: 'team', title: 'Team', link: 'https://old.example/?page_id=32', parentId: 31 }
    const board = { id: 33, slug: 'board', title: 'Board', link: 'https://old.example/?page_id=33', parentId: 32 }
    const byId = new Map([about, team, board].map((p) => [p.id, p]))
    expect(pageOldPath(board, byId)).toBe('/about/team/board')
    expect(pageOldPath({ ...board, parentId: 99 }, byId)).toBe('/board')
  })
})
