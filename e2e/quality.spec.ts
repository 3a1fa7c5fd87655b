import robotsParser from 'robots-parser'
import { adminAuth } from './admin-api'
import { expect, test } from './fixtures'
import { LISTED_PAGES } from '../lib/pages'
import { expectSecurityHeaders } from './security-headers'
import { readSitemap, readUrlset, SITEMAP_NS } from './sitemap'

test.describe('security headers', () => {
  test('every kind of response carries them: pages, detail pages, 404, redirects, APIs, feeds, assets, images', async ({
    request,
  }) => {
    const home = await request.get('/')
    const html = await home.text()
    const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0]
    const image = html.match(/\/_next\/image\?url=[^"\s]+/)?.[0]?.replace(/&amp;/g, '&')
    expect(script, 'a script on the home page').toBeTruthy()
    expect(image, 'an optimised image on the home page').toBeTruthy()
    const { docs: documents } = (await (await request.get('/api/documents?limit=1&depth=0')).json()) as {
      docs: { url: string }[]
    }
    const document = new URL(documents[0].url).pathname
    const responses: [string, number, ('page' | 'image' | 'document')?][] = [
      ['/', 200],
      ['/undergrad?degree=nursing', 200],
      ['/tuitionfees', 200],
      ['/no-such-page', 404],
      ['/UndergradPrograms', 308],
      ['/api/altcha', 200],
      ['/api/globals/site-settings', 200],
      ['/robots.txt', 200],
      ['/sitemap.xml', 200],
      ['/sitemaps/pages-1.xml', 200],
      ['/feeds/news.xml', 200],
      [script!, 200],
      [image!, 200, 'image'],
      [document, 200, 'document'],
      ['/icon.svg', 200],
      ['/admin/login', 200],
    ]
    for (const [path, status, kind] of responses) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(status)
      expectSecurityHeaders(response.headers(), path, kind)
    }
  })

  test('only the admin asks for client hints: a first visit to a public page takes one request, not two', async ({
    page,
    visit,
  }) => {
    const documents: { path: string; criticalCh?: string }[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'document')
        documents.push({ path: new URL(r.url()).pathname, criticalCh: r.headers()['critical-ch'] })
    })
    await visit('/', { screenshots: false })
    await visit('/tuitionfees', { screenshots: false })
    await visit('/no-such-page', { status: 404, screenshots: false })
    expect(documents).toEqual(
      [{ path: '/' }, { path: '/tuitionfees' }, { path: '/no-such-page' }].map((d) => ({
        ...d,
        criticalCh: undefined,
      })),
    )
    const admin = await page.request.get('/admin/login')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})

test.describe('robots.txt and sitemap.xml', () => {
  test('robots.txt points to the sitemap index and keeps the CMS and the API out', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toContain('Disallow: /admin/')
    expect(text).toContain('Disallow: /api/')
    const sitemap = text.match(/Sitemap: (\S+)/)?.[1]
    expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/)
    expect(new URL(sitemap!).pathname).toBe('/sitemap.xml')
    expect(new URL(sitemap!).origin).toBe(new URL(baseURL!).origin)
  })

  test('crawlers and link unfurlers may fetch every sitemap page and public file, never the admin or the API', async ({
    request,
    page,
    baseURL,
  }) => {
    const robots = robotsParser(`${baseURL}/robots.txt`, await (await request.get('/robots.txt')).text())
    // Real URLs the site hands out: a story's share picture and a linked PDF.
    await page.goto('/allfeaturestories')
    const story = await page.locator('[data-testid="story-card"] a').first().getAttribute('href')
    await page.goto(story!)
    const shareImage = await page.locator('meta[property="og:image"]').first().getAttribute('content')
    await page.goto('/bulletins')
    const document = await page.locator('a[href*="/api/documents/file/"]').first().getAttribute('href')
    // Every page the sitemap lists (/adminunits among them: rules match by prefix), asked on this server.
    const listed = (await readSitemap(request)).entries.map(
      ({ loc }) => new URL(new URL(loc).pathname + new URL(loc).search, baseURL).href,
    )
    expect(listed).toContain(`${baseURL}/adminunits`)
    const calendars = ['/api/calendar/academic.ics', '/api/calendar/events.ics'].map((path) => `${baseURL}${path}`)
    const allowed = [new URL(shareImage!, baseURL).href, new URL(document!, baseURL).href, ...calendars, ...listed]
    const refused = [
      `${baseURL}/admin`,
      `${baseURL}/admin/login`,
      `${baseURL}/admin/collections/users`,
      `${baseURL}/api/users`,
      `${baseURL}/api/information-requests/export.csv`,
    ]
    for (const agent of ['Googlebot', 'Twitterbot', 'facebookexternalhit', 'LinkedInBot', 'Slackbot']) {
      for (const url of allowed) expect(robots.isAllowed(url, agent), `${agent} ${url}`).toBe(true)
      for (const url of refused) expect(robots.isAllowed(url, agent), `${agent} ${url}`).toBe(false)
    }
  })

  test('the sitemap lists every public route and detail page with its last change, and follows edits', async ({
    request,
    page,
  }) => {
    const sitemap = await readSitemap(request)
    // Each sitemap of the index is well-formed XML in the sitemap namespace, as the browser's own parser reads it too.
    for (const { loc, xml } of sitemap.sitemaps) {
      const parsed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml')
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          root: doc.documentElement.localName,
          ns: doc.documentElement.namespaceURI,
        }
      }, xml)
      expect(parsed, loc).toEqual({ errors: 0, root: 'urlset', ns: SITEMAP_NS })
      expect(readUrlset(xml).root, loc).toBe(`{${SITEMAP_NS}}urlset`)
    }
    const entries = sitemap.entries
    const paths = new Set(entries.map((e) => new URL(e.loc).pathname + new URL(e.loc).search))
    // The registry's pages, less those it leaves out on purpose (each with its reason).
    for (const { path } of LISTED_PAGES) {
      expect(paths.has(path), `${path} in the sitemap`).toBe(true)
    }
    for (const pattern of [
      /^\/undergrad\?degree=[\w-]+$/,
      /^\/grad\/[\w-]+$/,
      /^\/featurestory\?article=[\w-]+$/,
      /^\/news\/[\w-]+$/,
    ]) {
      expect(
        [...paths].some((p) => pattern.test(p)),
        `a detail page like ${pattern}`,
      ).toBe(true)
    }
    // A page whose text lives only in code states no lastmod; one that states it gives a date.
    for (const entry of entries)
      if (entry.lastmod) expect(Number.isNaN(Date.parse(entry.lastmod)), `lastmod of ${entry.loc}`).toBe(false)
    expect(paths.size, 'no URL listed twice').toBe(entries.length)
    // Every published story and article, whatever their number.
    for (const [collection, pattern] of [
      ['stories', /^\/featurestory\?article=/],
      ['articles', /^\/news\/[^/]+$/],
    ] as const) {
      const published = (await (
        await request.get(`/api/${collection}?limit=1&depth=0&where[_status][equals]=published`)
      ).json()) as { totalDocs: number }
      expect([...paths].filter((p) => pattern.test(p)).length, `every published record of ${collection}`).toBe(
        published.totalDocs,
      )
    }

    // An edit moves the story's last-modified date on the next load, without a rebuild.
    const headers = await adminAuth(request)
    const { docs } = (await (await request.get('/api/stories?limit=1&depth=0&sort=id')).json()) as {
      docs: { id: number; slug: string; title: string }[]
    }
    const story = docs[0]
    const storyEntry = () => entries.find((e) => e.loc.endsWith(`/featurestory?article=${story.slug}`))
    expect(storyEntry()).toBeTruthy()
    const before = Date.parse(storyEntry()!.lastmod!)
    try {
      expect(
        (await request.patch(`/api/stories/${story.id}`, { headers, data: { title: `${story.title} (edited)` } })).ok(),
      ).toBe(true)
      const after = (await readSitemap(request)).entries.find((e) =>
        e.loc.endsWith(`/featurestory?article=${story.slug}`),
      )
      expect(Date.parse(after!.lastmod!)).toBeGreaterThan(before)
    } finally {
      await request.patch(`/api/stories/${story.id}`, { headers, data: { title: story.title } })
    }
  })
})
