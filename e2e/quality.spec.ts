import robotsParser from 'robots-parser'
import { adminAuth } from './admin-api'
import { expect, test } from './fixtures'
import { LISTED_PAGES } from '../lib/pages'
import { expectSecurityHeaders } from './security-headers'

type SitemapEntry = { loc: string; lastmod: string }

function parseSitemap(xml: string): SitemapEntry[] {
  const unescape = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: unescape(body.match(/<loc>(.*?)<\/loc>/)?.[1] ?? ''),
    lastmod: body.match(/<lastmod>(.*?)<\/lastmod>/)?.[1] ?? '',
  }))
}

test.describe('security headers', () => {
  test('every kind of response carries them: pages, detail pages, 404, redirects, APIs, feeds, assets, images', async ({ request }) => {
    const home = await request.get('/')
    const html = await home.text()
    const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0]
    const image = html.match(/\/_next\/image\?url=[^"\s]+/)?.[0]?.replace(/&amp;/g, '&')
    expect(script, 'a script on the home page').toBeTruthy()
    expect(image, 'an optimised image on the home page').toBeTruthy()
    const { docs: documents } = (await (await request.get('/api/documents?limit=1&depth=0')).json()) as { docs: { url: string }[] }
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

  test('only the admin asks for client hints: a first visit to a public page takes one request, not two', async ({ page, visit }) => {
    const documents: { path: string; criticalCh?: string }[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'document') documents.push({ path: new URL(r.url()).pathname, criticalCh: r.headers()['critical-ch'] })
    })
    await visit('/', { screenshots: false })
    await visit('/tuitionfees', { screenshots: false })
    await visit('/no-such-page', { status: 404, screenshots: false })
    expect(documents).toEqual([{ path: '/' }, { path: '/tuitionfees' }, { path: '/no-such-page' }].map((d) => ({ ...d, criticalCh: undefined })))
    const admin = await page.request.get('/admin/login')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
