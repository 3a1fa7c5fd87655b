import WebAutoExtractor from '@marbec/web-auto-extractor'
import ICAL from 'ical.js'
import ogs from 'open-graph-scraper'
import { expect, test } from './fixtures'
import { readSitemap } from './sitemap'

/**
 * Every URL that leaves the site (sitemap, feeds, calendar files, share tags, canonical links,
 * structured data) is built from the configured public origin, never from the request: a request
 * that reaches a server under another name (an instance's own address, a proxy's) must not change
 * a single one. The server here is asked as `internal-instance:3900`, and told by forwarding
 * headers that it sits behind `proxy.example.net` over https; neither may show up anywhere.
 */
const FOREIGN = {
  Host: 'internal-instance:3900',
  'X-Forwarded-Host': 'proxy.example.net',
  'X-Forwarded-Proto': 'https',
}
const FOREIGN_NAMES = /internal-instance|proxy\.example\.net/

test('machine-read URLs carry the configured origin, whatever host a request names', async ({
  request,
  page,
  visit,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const get = async (path: string) => {
    const response = await request.get(path, { headers: FOREIGN, maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const text = await response.text()
    expect(text, `${path} names the host the request came through`).not.toMatch(FOREIGN_NAMES)
    return text
  }
  const ours = (url: string, where: string) => expect(new URL(url).origin, where).toBe(origin)

  const robots = await get('/robots.txt')
  ours(robots.match(/Sitemap: (\S+)/)![1], 'robots.txt Sitemap')

  // The sitemap index's sitemaps, and their pages, each asked under the foreign names too.
  const sitemap = await readSitemap(request, get)
  for (const { loc } of sitemap.sitemaps) ours(loc, `sitemap index <loc> ${loc}`)
  const locs = sitemap.entries.map((e) => e.loc)
  expect(locs.length).toBeGreaterThan(100)
  for (const loc of locs) ours(loc, `sitemap <loc> ${loc}`)

  // The feeds: channel link, self link and every item's link.
  for (const feed of ['/feeds/news.xml', '/feeds/stories.xml']) {
    const xml = await get(feed)
    const links = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      return [
        ...[...doc.getElementsByTagName('link')].map((l) => l.textContent || l.getAttribute('href') || ''),
        ...[...doc.getElementsByTagName('guid')]
          .filter((g) => g.getAttribute('isPermaLink') !== 'false')
          .map((g) => g.textContent ?? ''),
      ].filter(Boolean)
    }, xml)
    expect(links.length, feed).toBeGreaterThan(2)
    for (const link of links) ours(link, `${feed}: ${link}`)
  }

  // Calendar files: both subscriptions and one event's own file, read by ical.js.
  await visit('/eventscalendar', { screenshots: false })
  const single = await page
    .getByRole('link', { name: /^Add to calendar/ })
    .first()
    .getAttribute('href')
  for (const path of ['/api/calendar/academic.ics', '/api/calendar/events.ics', single!]) {
    const calendar = new ICAL.Component(ICAL.parse(await get(path)))
    const events = calendar.getAllSubcomponents('vevent')
    expect(events.length, path).toBeGreaterThan(0)
    for (const event of events) {
      ours(String(event.getFirstPropertyValue('url')), `${path} URL`)
      expect(String(event.getFirstPropertyValue('uid')), `${path} UID`).toMatch(
        new RegExp(`@${new URL(origin).hostname.replace(/\./g, '\\.')}$`),
      )
    }
  }

  // Pages of every kind: share tags read by an unfurling library, the canonical link, and every
  // absolute URL in their structured data.
  const detail = (pattern: RegExp) => locs.find((loc) => pattern.test(loc))
  const pages = [
    '/',
    '/careers',
    detail(/\/featurestory\?article=/),
    detail(/\/news\/[^/]+$/),
    detail(/\/undergrad\?degree=/),
    detail(/\/careers\/\d+$/),
  ]
  for (const target of pages) {
    expect(target, 'a page of this kind in the sitemap').toBeTruthy()
    const path = target!.startsWith('http') ? new URL(target!).pathname + new URL(target!).search : target!
    const html = await get(path)
    const { result } = await ogs({ html })
    for (const url of [
      result.ogUrl,
      ...(result.ogImage ?? []).map((i) => i.url),
      ...(result.twitterImage ?? []).map((i) => i.url),
    ]) {
      expect(url, `${path}: a share URL`).toBeTruthy()
      ours(url!, `${path}: share URL ${url}`)
    }
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
    if (canonical) ours(canonical.replace(/&amp;/g, '&'), `${path}: canonical`)
    // Structured data as a crawler's extractor reads it.
    const structured = Object.values(new WebAutoExtractor().parse(html).jsonld).flat()
    expect(structured.length, `${path}: structured data`).toBeGreaterThan(0)
    const urls: string[] = []
    const walk = (value: unknown, key = '') => {
      if (
        typeof value === 'string' &&
        /^https?:\/\//.test(value) &&
        ['url', '@id', 'image', 'logo', 'item', 'target', 'urlTemplate', 'contentUrl'].includes(key)
      )
        urls.push(value)
      else if (Array.isArray(value)) value.forEach((v) => walk(v, key))
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k)
    }
    walk(structured)
    for (const url of urls)
      if (!/^https?:\/\/(schema\.org|www\.youtube)/.test(url))
        ours(url.replace('{search_term_string}', 'x'), `${path}: structured data ${url}`)
  }
})
