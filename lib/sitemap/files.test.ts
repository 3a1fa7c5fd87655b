import { newestEntry, parseSitemapFile, SITEMAP_LIMITS, sitemapFilePath, splitIntoSitemaps } from './files'
import { urlsetXml, type SitemapEntry } from './xml'

const entries = (count: number, lastModified: (i: number) => string | null = () => null): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    url: `https://www.example.edu/news/article-${i}`,
    lastModified: lastModified(i),
  }))

describe('splitIntoSitemaps', () => {
  it('keeps to the protocol’s limits: 50,000 URLs and 50 MB a file', () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 50 * 1024 * 1024 })
  })

  it('cuts at the URL limit, every entry once and in order', () => {
    const all = entries(23)
    const files = splitIntoSitemaps(all, { urls: 5, bytes: SITEMAP_LIMITS.bytes })
    expect(files.map((f) => f.length)).toEqual([5, 5, 5, 5, 3])
    expect(files.flat()).toEqual(all)
    expect(splitIntoSitemaps(entries(10), { urls: 5, bytes: SITEMAP_LIMITS.bytes }).map((f) => f.length)).toEqual([
      5, 5,
    ])
  })

  it('cuts at the byte limit, measured on the file as it is written', () => {
    const all = entries(40, () => '2026-01-01T00:00:00.000Z')
    const bytes = Buffer.byteLength(urlsetXml(all.slice(0, 7)))
    const files = splitIntoSitemaps(all, { urls: 1000, bytes })
    expect(files.every((f) => Buffer.byteLength(urlsetXml(f)) <= bytes)).toBe(true)
    expect(files[0]).toHaveLength(7)
    expect(files.flat()).toEqual(all)
  })

  it('makes no file for no entries (a sitemap must list a URL), and one for a few', () => {
    expect(splitIntoSitemaps([])).toEqual([])
    expect(splitIntoSitemaps(entries(3))).toHaveLength(1)
  })

  it('refuses an entry no file could hold rather than write a sitemap past the limit', () => {
    expect(() => splitIntoSitemaps(entries(1), { urls: 10, bytes: 100 })).toThrow(/longer than a whole sitemap/)
  })
})

describe('newestEntry', () => {
  it('is the newest lastmod of a file, or null when none states one', () => {
    const dates = ['2024-05-01T00:00:00.000Z', '2026-02-03T10:00:00.000Z', null, '2025-01-01T00:00:00.000Z']
    expect(newestEntry(entries(4, (i) => dates[i]))).toBe('2026-02-03T10:00:00.000Z')
    expect(newestEntry(entries(2))).toBeNull()
  })
})

describe('sitemap file names', () => {
  const sections = ['pages', 'stories', 'articles'] as const

  it('are served under /sitemaps/ and read back into section and number', () => {
    expect(sitemapFilePath('stories', 2)).toBe('/sitemaps/stories-2.xml')
    expect(parseSitemapFile('stories-2.xml', sections)).toEqual({ section: 'stories', n: 2 })
    expect(parseSitemapFile('pages-1.xml', sections)).toEqual({ section: 'pages', n: 1 })
  })

  it('are nothing else', () => {
    for (const name of [
      'stories-0.xml',
      'stories-01.xml',
      'stories.xml',
      'jobs-1.xml',
      'stories-1.xml.gz',
      'stories-1',
      '../stories-1.xml',
      'Stories-1.xml',
    ])
      expect([name, parseSitemapFile(name, sections)]).toEqual([name, null])
  })
})
