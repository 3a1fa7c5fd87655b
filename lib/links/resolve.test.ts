import { internalPath } from './internal-path'
import { isServed, resolveDocument, resolveLink, type KnownTargets } from './resolve'

const known: KnownTargets = {
  records: {
    story: new Set(['a-day-in-the-lab']),
    article: new Set(['homecoming']),
    undergraduate: new Set(['nursing', '12']),
    graduate: new Set(['public-health']),
    job: new Set(['7']),
  },
  redirects: new Map([
    ['/featurestory/old-lab', '/featurestory?article=a-day-in-the-lab'],
    ['/old-page', '/generaladmission'],
  ]),
  documents: { stories: new Set(['3']) },
}

describe('internalPath', () => {
  it('maps the query-string URLs to the paths the proxy serves them from', () => {
    expect(internalPath('/featurestory?article=a-day-in-the-lab')).toBe('/featurestory/a-day-in-the-lab')
    expect(internalPath('/grad?degreeName=public-health&degreeType=g_programs')).toBe('/grad/public-health')
    expect(internalPath('/undergrad?degreeName=nursing&degreeType=u_programs')).toBe('/undergrad/nursing')
    expect(internalPath('/UndergradPrograms')).toBe('/undergrad')
  })

  it('spells a path one way: encoding, trailing slash, fragment and unused query left out', () => {
    expect(internalPath('/featurestory?article=caf%C3%A9')).toBe(internalPath('/featurestory/café'))
    expect(internalPath('/old-page/?utm=x#top')).toBe('/old-page')
    expect(internalPath('https://site.example/news/homecoming', 'https://site.example')).toBe('/news/homecoming')
  })

  it('is null for what is not a path on the site', () => {
    for (const href of ['https://elsewhere.example/x', 'mailto:a@b.c', 'tel:555', '#top', 'relative', '', '   '])
      expect(internalPath(href)).toBeNull()
  })
})

describe('resolveLink', () => {
  it('accepts a published page an editor composed, and finds nothing at one it does not know', () => {
    const withPages = { ...known, composedPages: new Set(['/homecoming-2027']) }
    expect(resolveLink('/homecoming-2027', withPages)).toEqual({ status: 'ok' })
    expect(resolveLink('/homecoming-2027/', withPages)).toEqual({ status: 'ok' })
    expect(resolveLink('/homecoming-2028', withPages)).toEqual({
      status: 'missing',
      reason: 'no page at /homecoming-2028',
    })
  })

  it('accepts registered pages, records that exist and files', () => {
    for (const href of [
      '/',
      '/generaladmission',
      '/featurestory?article=a-day-in-the-lab',
      '/news/homecoming',
      '/undergrad?degree=12',
      '/grad/public-health',
      '/careers/7',
      '/api/media/file/x.jpg',
      '/feeds/news.xml',
      '/allfeaturestories?year=2019&page=2',
      '/news?kind=sports',
    ]) {
      expect([href, resolveLink(href, known).status]).toEqual([href, 'ok'])
    }
  })

  it('names what is missing', () => {
    expect(resolveLink('/featurestory?article=gone', known)).toEqual({
      status: 'missing',
      reason: 'no feature story "gone"',
    })
    expect(resolveLink('/undergrad?degree=law', known)).toEqual({
      status: 'missing',
      reason: 'no undergraduate programme "law"',
    })
    expect(resolveLink('/careers/8', known)).toEqual({ status: 'missing', reason: 'no job "8"' })
    expect(resolveLink('/no-such-page', known)).toEqual({ status: 'missing', reason: 'no page at /no-such-page' })
    expect(resolveLink('/news?page=abc', known).status).toBe('missing')
    expect(resolveLink('/eventscalendar?month=2026-13', known).status).toBe('missing')
  })

  it('takes a calendar’s month for a page of the calendar', () => {
    expect(resolveLink('/eventscalendar?month=2026-12', known)).toEqual({ status: 'ok' })
    expect(resolveLink('/academiccalendar?month=2027-01', known)).toEqual({ status: 'ok' })
  })

  it('reports links that go through a redirect', () => {
    expect(resolveLink('/featurestory?article=old-lab', known)).toEqual({
      status: 'redirected',
      to: '/featurestory?article=a-day-in-the-lab',
    })
    expect(resolveLink('/old-page', known)).toEqual({ status: 'redirected', to: '/generaladmission' })
  })

  it('does not check other sites, e-mail or phone links', () => {
    expect(resolveLink('https://elsewhere.example', known).status).toBe('not-checked')
    expect(resolveLink('mailto:x@y.z', known).status).toBe('not-checked')
  })

  it('resolves records linked by id', () => {
    expect(resolveDocument('stories', 3, known).status).toBe('ok')
    expect(resolveDocument('stories', 4, known).status).toBe('missing')
    expect(resolveDocument('banners', 1, known).status).toBe('not-checked')
  })
})

describe('isServed (where a redirect may not be made)', () => {
  it('is true where the site answers: its pages, records, and its own files', () => {
    for (const path of ['/generaladmission', '/featurestory/a-day-in-the-lab', '/robots.txt', '/favicon.ico'])
      expect(isServed(path, known)).toBe(true)
    for (const path of ['/api/media/file/crest.webp', '/images/crest.svg', '/sitemaps/pages-1.xml', '/feeds/news.xml'])
      expect(isServed(path, known)).toBe(true)
  })

  it("is false for another site's file addresses, which an editor or the importer redirects", () => {
    for (const path of [
      '/old/report.pdf',
      '/wp-content/uploads/2024/05/photo.jpg',
      '/blog/wp-content/a.png',
      '/x.html',
    ])
      expect(isServed(path, known)).toBe(false)
    expect(isServed('/featurestory/no-such-story', known)).toBe(false)
  })
})
