/** @jest-environment node */
import { metrics, routeKind } from './metrics.mjs'

test.each([
  ['/', 'page'],
  ['/undergrad/nursing', 'page'],
  ['/admin/collections/stories', 'admin'],
  ['/api/stories', 'api'],
  ['/api/media/file/campus.webp', 'upload'],
  ['/api/documents/file/bulletin.pdf', 'upload'],
  ['/api/health', 'ops'],
  ['/api/metrics', 'ops'],
  ['/_next/static/chunks/app.js', 'asset'],
  ['/feeds/news.xml', 'feed'],
  ['/sitemap.xml', 'feed'],
  ['/eventscalendar/calendar.ics', 'feed'],
  ['/robots.txt', 'feed'],
])('%s is counted as %s', (path, kind) => {
  expect(routeKind(path)).toBe(kind)
})

test('one registry per process, whoever loads the module first', async () => {
  const first = metrics()
  jest.resetModules()
  const again = (await import('./metrics.mjs')).metrics()
  expect(again).toBe(first)
  first.informationRequests.inc({ outcome: 'invalid' })
  expect(await again.registry.getSingleMetricAsString('site_information_requests_total')).toContain(
    'site_information_requests_total{outcome="invalid"} 1',
  )
})
