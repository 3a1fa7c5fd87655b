import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ERROR_LINKS } from '@/components/shell/error-links'
import { KEYWORDS } from '@/lib/cms/seed/keywords'
import { COLLEGES } from '@/lib/cms/seed/programmes'
import {
  breadcrumbTrail,
  canonicalPath,
  canonicalUrl,
  findPage,
  LEGACY_REDIRECTS,
  LISTED_PAGES,
  PAGES,
  entryMetadata,
  unlistedReason,
  type PageEntry,
} from '.'
import { CONTENT_PAGES } from './content'
import { COSTS_ESTIMATE_ROUTE } from '@/lib/costs/route'
import { pageLastModified } from './page-last-modified'

const ROOT = path.join(__dirname, '..', '..')
const SITE = path.join(ROOT, 'app', '(site)')
const entries: readonly PageEntry[] = PAGES

/**
 * Every route folder under app/(site) with a page.tsx, as a URL path: route groups `(name)` add
 * no segment; dynamic segments (`[slug]`, `[...path]`) are detail pages and the MDX catch-all,
 * listed elsewhere; private folders (`_name`) are not routes.
 */
function routeFolders(dir = SITE, segments: string[] = []): string[] {
  const found: string[] = []
  if (existsSync(path.join(dir, 'page.tsx'))) found.push('/' + segments.join('/'))
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = entry.name
    if (!entry.isDirectory() || name.startsWith('[') || name.startsWith('_')) continue
    const group = name.startsWith('(') && name.endsWith(')')
    found.push(...routeFolders(path.join(dir, name), group ? segments : [...segments, name]))
  }
  return found
}

describe('the page registry', () => {
  it('lists each path once, with a title and a description', () => {
    const paths = entries.map((p) => p.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length)
    for (const p of entries) {
      expect(p.path).toMatch(/^\/[\w-]*$/)
      expect(p.title.trim()).not.toBe('')
      expect(p.description.length).toBeGreaterThan(20)
    }
  })

  it('has an entry for every route folder under app/(site), and a route folder for every page not written in MDX', () => {
    // A route proxy.ts serves a registered page's query from is that page, not one of its own.
    const folders = routeFolders()
      .filter((folder) => folder !== COSTS_ESTIMATE_ROUTE)
      .sort()
    const dataPages = entries.filter((p) => !p.content).map((p) => p.path)
    expect(folders).toEqual([...dataPages].sort())
    const mdxWithFolder = CONTENT_PAGES.filter((p) => folders.includes(p.path)).map((p) => p.path)
    expect(mdxWithFolder).toEqual([])
  })

  it('names an MDX file that exists for every content page, in the folder of its section', () => {
    for (const p of CONTENT_PAGES) {
      expect([p.path, existsSync(path.join(ROOT, 'content', p.content.file))]).toEqual([p.path, true])
      expect(p.content.file).toMatch(/^[\w-]+\/[\w-]+\.mdx$/)
    }
    const files = CONTENT_PAGES.map((p) => p.content.file)
    expect(new Set(files).size).toBe(files.length)
  })

  it('imports each MDX file under its own name (lib/pages/content.ts)', () => {
    const source = readFileSync(path.join(__dirname, 'content.ts'), 'utf8')
    const loaders = [...source.matchAll(/^\s*'([^']+)': \(\) =>\s+import\('([^']+)'\),?$/gm)].map(([, key, target]) => [
      key,
      target,
    ])
    expect(loaders.length).toBe(CONTENT_PAGES.length)
    for (const [key, target] of loaders) expect(target).toBe(`@/content/${key}`)
    expect(loaders.map(([key]) => key).sort()).toEqual(CONTENT_PAGES.map((p) => p.content.file).sort())
  })

  it('points canonical URLs and legacy redirects at registered pages', () => {
    for (const p of entries) expect([p.path, findPage(canonicalUrl(p))?.path]).toEqual([p.path, canonicalUrl(p)])
    for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
      expect(findPage(to)).toBeDefined()
      expect(findPage(from)).toBeUndefined()
    }
  })

  it('says why each page the sitemap leaves out is left out', () => {
    const unlisted = entries.filter((p) => unlistedReason(p) !== null).map((p) => p.path)
    expect(unlisted.sort()).toEqual([
      '/cookieModal',
      '/featurestory',
      '/gradprograms',
      '/keywordsearch',
      '/test',
      '/undergradprograms',
    ])
    expect(unlistedReason(findPage('/undergradprograms')!)).toContain('/undergrad')
    expect(LISTED_PAGES.length).toBe(entries.length - unlisted.length)
  })

  it('gives every page the sitemap lists a source for its lastmod (an MDX file or the records it shows), or says why it has none', () => {
    const sourceless = LISTED_PAGES.filter((p) => !p.content && !p.shows?.length)
    expect(sourceless.filter((p) => !p.undated?.trim()).map((p) => p.path)).toEqual([])
    // A page with a source has no reason to go undated.
    expect(entries.filter((p) => p.undated && (p.content || p.shows?.length)).map((p) => p.path)).toEqual([])
    expect(sourceless.map((p) => p.path)).toEqual(['/request_information'])
    // What the sitemap computes: a date for each of the others once its records have one.
    const recordsChanged = '2026-11-02T10:00:00.000Z'
    const dated = LISTED_PAGES.filter((p) => !p.undated)
    expect(
      dated.filter((p) => pageLastModified(p, p.shows?.length ? recordsChanged : null) === null).map((p) => p.path),
    ).toEqual([])
  })

  it('places each nested page under a registered, listed parent, and leads its breadcrumb trail from the home page', () => {
    for (const p of entries) {
      if (!p.parent) continue
      expect([p.path, findPage(p.parent) && unlistedReason(findPage(p.parent)!)]).toEqual([p.path, null])
    }
    expect(breadcrumbTrail('/scholarshipandstudentaid').map((p) => p.path)).toEqual([
      '/',
      '/generaladmission',
      '/financialaid',
      '/scholarshipandstudentaid',
    ])
    expect(breadcrumbTrail('/wearencu').map((p) => p.path)).toEqual(['/', '/wearencu'])
    expect(breadcrumbTrail('/').map((p) => p.path)).toEqual(['/'])
    expect(breadcrumbTrail('/no-such-page')).toEqual([])
  })

  it('builds page metadata: title, description, canonical URL, share card, extra alternates and noindex', () => {
    const context = { origin: 'https://www.example.edu', siteName: 'Northern Caribbean University' }
    const careers = entryMetadata(findPage('/careers')!, context)
    expect(careers).toMatchObject({
      title: 'Careers',
      description: findPage('/careers')!.description,
      alternates: { canonical: '/careers' },
    })
    expect(careers.openGraph).toMatchObject({
      url: 'https://www.example.edu/careers',
      images: [{ url: 'https://www.example.edu/share-card/page/careers', width: 1200, height: 630 }],
    })
    expect(careers.robots).toBeUndefined()
    expect(entryMetadata(findPage('/gradprograms')!, context).alternates).toEqual({ canonical: '/grad' })
    expect(
      entryMetadata(findPage('/news')!, {
        ...context,
        extra: { alternates: { types: { 'application/rss+xml': '/feeds/news.xml' } } },
      }).alternates,
    ).toEqual({
      canonical: '/news',
      types: { 'application/rss+xml': '/feeds/news.xml' },
    })
    expect(entryMetadata(findPage('/test')!, context).robots).toEqual({ index: false, follow: true })
    // The home page's title stands alone, without the layout's "| NCU".
    expect(
      entryMetadata(findPage('/')!, { ...context, own: { title: 'Northern Caribbean University' } }).title,
    ).toEqual({
      absolute: 'Northern Caribbean University',
    })
    expect(entryMetadata(findPage('/')!, context).openGraph).toMatchObject({
      images: [{ url: 'https://www.example.edu/share-card/page' }],
    })
  })

  it('normalises letter case and legacy spellings of registered pages', () => {
    expect(canonicalPath('/FeatureStory')).toBe('/featurestory')
    expect(canonicalPath('/undergradrequirements')).toBe('/undergradadmission')
    expect(canonicalPath('/UNDERGRADPROGRAMS')).toBe('/undergrad')
    expect(canonicalPath('/undergradprograms')).toBeNull()
    for (const p of entries) expect(canonicalPath(p.path)).toBeNull()
  })
})

describe('links elsewhere point to registered pages', () => {
  const internal = (href: string) => href.split(/[?#]/)[0]

  it('the error pages', () => {
    for (const link of ERROR_LINKS) expect([link.href, findPage(link.href)?.path]).toEqual([link.href, link.href])
  })

  it('every seeded keyword group', () => {
    for (const [keyword, links] of KEYWORDS) {
      // External sites (the library's) are checked in lib/cms/seed/keywords.test.ts.
      for (const [, href] of links.filter(([, href]) => href.startsWith('/'))) {
        expect([keyword, href, findPage(internal(href))?.path]).toEqual([keyword, href, internal(href)])
      }
    }
  })

  it('the seeded colleges: each at its page, under the registry’s title and description', () => {
    for (const college of COLLEGES) {
      const entry = findPage(college.route)
      expect([college.route, entry?.title, entry?.description]).toEqual([college.route, college.name, college.summary])
    }
  })
})
