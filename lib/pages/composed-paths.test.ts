import { readdirSync } from 'node:fs'
import path from 'node:path'
import { composedPathParent, composedPathProblem, RESERVED_SEGMENTS } from './composed-paths'
import { LEGACY_REDIRECTS, PAGES } from './registry'
import { RECORD_PAGES, recordUrl } from './records'

const APP = path.join(__dirname, '..', '..', 'app')

describe('the addresses a composed page may take', () => {
  it.each(['/homecoming-2027', '/research/centre-for-climate', '/a', '/generaladmission/open-day-2027', '/x/y/z/w'])(
    'accepts %s',
    (p) => expect(composedPathProblem(p)).toBeNull(),
  )

  it.each([
    ['', /Give the page an address/],
    [undefined, /Give the page an address/],
    ['homecoming', /starts with a slash/],
    ['/', /home page/],
    ['/Homecoming', /lower-case/],
    ['/homecoming/', /no slash at the end/],
    ['/home--coming', /single hyphens/],
    ['/-homecoming', /lower-case/],
    ['/home coming', /lower-case/],
    ['/home_coming', /lower-case/],
    ['//evil', /lower-case/],
    ['/a/b/c/d/e', /at most 4 segments/],
    ['/' + 'a'.repeat(130), /at most 120 characters/],
    ['/brochure.pdf', /file extension/],
    ['/events/list.html', /file extension/],
  ])('refuses the malformed %p with a reason', (p, reason) => {
    expect(composedPathProblem(p)).toMatch(reason)
  })

  it.each([
    '/admin',
    '/admin/collections/pages',
    '/api/pages',
    '/_next/static',
    '/feeds/news',
    '/sitemaps',
    '/share-card/page',
  ])('refuses %s, reserved for the site’s own services', (p) =>
    expect(composedPathProblem(p)).toMatch(/reserved|lower-case/),
  )

  it('refuses every path of the page registry, in any letter case, naming the page', () => {
    for (const entry of PAGES) {
      if (entry.path === '/') continue
      const problem = composedPathProblem(entry.path.toLowerCase())
      expect(problem).not.toBeNull()
    }
    expect(composedPathProblem('/tuitionfees')).toMatch(/“.+” is at \/tuitionfees/)
    expect(composedPathProblem('/feastoflight')).toMatch(/is at \/feastOfLight/)
  })

  it('refuses the older spellings that redirect to registry pages', () => {
    for (const from of Object.keys(LEGACY_REDIRECTS)) expect(composedPathProblem(from.toLowerCase())).not.toBeNull()
    expect(composedPathProblem('/transferstudent')).toMatch(/older address that leads to \/transfer_students/)
  })

  it('refuses the addresses of records and everything under their route folders', () => {
    for (const page of RECORD_PAGES) expect(composedPathProblem(`${page.route}/some-record`)).not.toBeNull()
    expect(composedPathProblem('/news/campus-news')).toMatch(/pages of each news or sports article/)
    expect(composedPathProblem('/featurestory/a-story')).toMatch(/feature story/)
    expect(composedPathProblem('/careers/12')).toMatch(/job/)
  })

  it('refuses the address space of pages served by their own route folder', () => {
    expect(composedPathProblem('/giving/class-gift')).toMatch(/belong to the site’s page “.+”/)
    expect(composedPathProblem('/eventscalendar/homecoming')).toMatch(/belong to the site’s page/)
  })

  it('reserves every top-level name under app/ that is not the public site', () => {
    const names = readdirSync(APP, { withFileTypes: true })
      .filter((e) => (e.isDirectory() && !e.name.startsWith('(')) || /\.(svg|png|ico)$/.test(e.name))
      .map((e) => e.name)
    for (const name of names) expect(RESERVED_SEGMENTS).toContain(name)
    expect(RESERVED_SEGMENTS).toEqual(expect.arrayContaining(['admin', '_next', 'robots.txt']))
  })

  it('gives a composed page the registry page above it as its breadcrumb parent', () => {
    expect(composedPathParent('/generaladmission/open-day-2027')?.path).toBe('/generaladmission')
    expect(composedPathParent('/homecoming-2027')).toBeUndefined()
  })

  it('makes a published composed page’s address its record URL only when it is allowed', () => {
    expect(recordUrl('pages', { path: '/homecoming-2027' })).toBe('/homecoming-2027')
    expect(recordUrl('pages', { path: '/news' })).toBeNull()
    expect(recordUrl('pages', {})).toBeNull()
  })
})
