import { knownPage, templateOf } from './templates'

const registry = new Map<string, { content?: unknown }>([
  ['/', {}],
  ['/tuitionfees', {}],
  ['/cookies', { content: { file: 'legal/cookies-page.mdx' } }],
])
const registered = (path: string) => registry.get(path)

describe('templateOf', () => {
  it('tells the home page, MDX pages, coded section pages and composed pages apart', () => {
    expect(templateOf('pages', '/', registered)).toBe('home')
    expect(templateOf('pages', '/cookies', registered)).toBe('content')
    expect(templateOf('pages', '/tuitionfees', registered)).toBe('section')
    expect(templateOf('pages', '/homecoming-2027', registered)).toBe('composed')
  })

  it('names record pages by their section', () => {
    expect(templateOf('programmes', '/undergrad?degree=nursing', registered)).toBe('programme')
    expect(templateOf('stories', '/featurestory?article=x', registered)).toBe('story')
    expect(templateOf('calendars', '/eventscalendar?month=2026-12', registered)).toBe('calendar')
  })
})

describe('knownPage', () => {
  const known = new Map([
    ['/', 'home'],
    ['/news', 'section'],
    ['/undergrad?degree=nursing', 'programme'],
  ])

  it('takes a known address as it is', () => {
    expect(knownPage('/undergrad?degree=nursing', known)).toEqual({
      path: '/undergrad?degree=nursing',
      template: 'programme',
    })
  })

  it('drops a query string the page does not own (campaign tags, search terms)', () => {
    expect(knownPage('/news?utm_source=newsletter', known)).toEqual({ path: '/news', template: 'section' })
    expect(knownPage('/?q=x', known)).toEqual({ path: '/', template: 'home' })
  })

  it('refuses what the site does not know, so made-up addresses add no rows', () => {
    expect(knownPage('/undergrad?degree=made-up', known)).toBeNull()
    expect(knownPage('/wp-login.php', known)).toBeNull()
    expect(knownPage('/News', known)).toBeNull()
  })
})
