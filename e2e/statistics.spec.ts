import { axe } from './axe'
import type { APIRequestContext, Page } from '@playwright/test'
import { VALID_REQUEST } from '../features/request-information/fixtures/valid-request.mjs'
import { adminAuth, EDITOR, signInToAdmin } from './admin-api'
import { expect, lookAt, test, WIDTHS } from './fixtures'
import { solvedAltcha } from './request-form'

/** The visits the check makes: real page loads, and the rest as their beacons. */
const VISITS = 200
/** Emulated page loads that measured their LCP, all at 3 s: the composed page's p75 stays 3.0 s whatever a few strays add. */
const LCP_LOADS = 60
const BING_ENTRIES = 20
const FACEBOOK_ENTRIES = 10

type Beacon = { kind: 'view' | 'vitals'; path: string; referrer?: string; lcp?: number }

/** Sends a beacon as a visitor's browser does (text/plain, from the site's own page), from its own client address. */
function beacon(request: APIRequestContext, body: unknown, n: number, headers: Record<string, string> = {}) {
  return request.post('/api/stats', {
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': `198.51.100.${n % 250}`,
      ...headers,
    },
    data: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** The beacons a page sends to /api/stats, as they leave it. */
function recordBeacons(page: Page): Beacon[] {
  const sent: Beacon[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/stats') sent.push(JSON.parse(r.postData() ?? '{}'))
  })
  return sent
}

/** A cell of the row headed `rowName` in the statistics table labelled `table`. */
const cell = (page: Page, table: string, rowName: string, column: number) =>
  page
    .getByRole('region', { name: table })
    .getByRole('row')
    .filter({ hasText: rowName })
    .first()
    .getByRole('cell')
    .nth(column)

/** The visits counted from a source in the statistics view open on `page` (none listed: 0). */
async function entries(page: Page, source: string) {
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible()
  const row = page.getByRole('region', { name: 'Entry sources' }).getByRole('row').filter({ hasText: source })
  return (await row.count()) ? Number(await row.first().getByRole('cell').first().textContent()) : 0
}

test('counts 200 visits without cookies or storage, leaves out Do Not Track, and shows editors the counts and p75 per template', async ({
  browser,
  request,
  page,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const auth = await adminAuth(request)
  // A page of this test's own, so its counts are exact while other specs browse the site.
  const path = `/stats-check-${Date.now().toString(36)}`
  const created = await request.post('/api/pages', {
    headers: auth,
    data: { title: 'Statistics check', path, description: 'A page the statistics spec counts.', _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  // The beacon counts only pages the site lists (features/statistics/known-pages.ts: the sitemap's
  // reads, read again at most every 10 s). After a save the first read of a list may still be the
  // one before it (refreshed behind it), so: until the sitemap lists the page, then one more 10 s.
  await expect
    .poll(async () => (await request.get('/sitemaps/pages-1.xml')).text(), { timeout: 60_000 })
    .toContain(`${path}</loc>`)
  await page.waitForTimeout(11_000)

  // Entry sources count across the site: what they held before (a retry's first attempt counted too).
  await signInToAdmin(page, EDITOR)
  await page.goto('/admin/statistics')
  const before = { bing: await entries(page, 'bing'), facebook: await entries(page, 'facebook') }

  // Real page loads, as a first-time visitor (nothing set beforehand), in the sample that measures its vitals.
  // Its own client address (the e2e server trusts X-Forwarded-For, as behind nginx): the beacons' rate
  // limit is per address, and the other specs' browsers all come from loopback.
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' } })
  await visitor.addInitScript(() => {
    Math.random = () => 0
  })
  const real = await visitor.newPage()
  const sent = recordBeacons(real)
  const pages = ['/', path, '/undergrad?degree=nursing', path, '/tuitionfees']
  for (const [i, url] of pages.entries()) {
    // The composed page's first visit comes from a search engine.
    await real.goto(url, i === 1 ? { referer: 'https://www.google.com/search?q=secret' } : {})
    await expect.poll(() => sent.filter((b) => b.kind === 'view').length, { timeout: 15_000 }).toBe(i + 1)
    // An input ends LCP's measurement and the library reports it (pressed until the library, loaded after the view, hears one).
    await expect
      .poll(
        async () => {
          await real.keyboard.press('Shift')
          return sent.filter((b) => b.lcp !== undefined).length
        },
        { timeout: 30_000, intervals: [500, 1_000] },
      )
      .toBe(i + 1)
  }
  const views = sent.filter((b) => b.kind === 'view')
  expect(views.map((b) => b.path)).toEqual(pages)
  // Only the host of the referring site, only on the visit's first page from it.
  expect(views[1].referrer).toBe('www.google.com')
  expect(JSON.stringify(sent)).not.toContain('secret')

  // Nothing stored: no cookie, no session storage, no database; local storage holds at most the
  // cookie notice's own key (spec §4: modalSeen), never anything of the statistics.
  expect(await visitor.cookies()).toEqual([])
  const stored = await real.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
  }))
  expect(stored.local.filter((key) => key !== 'modalSeen')).toEqual([])
  expect(stored).toMatchObject({ session: 0, databases: 0, caches: 0 })
  await visitor.close()

  // Do Not Track and Global Privacy Control: the browser sends nothing; a beacon sent anyway is not counted.
  const private_ = await browser.newContext({ baseURL, extraHTTPHeaders: { 'Sec-GPC': '1', DNT: '1' } })
  await private_.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )
  const privatePage = await private_.newPage()
  const privateSent = recordBeacons(privatePage)
  await privatePage.goto(path)
  await privatePage.waitForTimeout(3_000)
  expect(privateSent).toEqual([])
  await private_.close()
  expect((await beacon(request, { kind: 'view', path }, 1, { DNT: '1' })).status()).toBe(204)
  expect((await beacon(request, { kind: 'view', path }, 2, { 'Sec-GPC': '1' })).status()).toBe(204)

  // Bad beacons are refused, and an address the site does not know is not counted (the page's count below is exact).
  expect((await beacon(request, { kind: 'view', path: '/no-such-page-at-all' }, 3)).status()).toBe(204)
  expect((await beacon(request, { kind: 'view', path: `${path}/made-up` }, 3)).status()).toBe(204)
  expect((await beacon(request, '{"kind":', 3)).status()).toBe(400)
  const invalid = await beacon(request, { kind: 'vitals', path, lcp: -5 }, 3)
  expect(invalid.status()).toBe(400)
  expect(((await invalid.json()) as { errors: Record<string, string> }).errors).toHaveProperty('lcp')
  expect((await beacon(request, { kind: 'view', path, visitor: 'id-123' }, 3)).status()).toBe(400)
  expect((await beacon(request, { kind: 'view', path }, 3, { 'Sec-Fetch-Site': 'cross-site' })).status()).toBe(403)

  // The rest of the 200 visits as their beacons (a view; for some the page's LCP), each from its own address.
  const emulated = VISITS - pages.length
  for (let n = 0; n < emulated; n++) {
    const referrer = n < BING_ENTRIES ? 'www.bing.com' : n < BING_ENTRIES + FACEBOOK_ENTRIES ? 'l.facebook.com' : null
    expect((await beacon(request, { kind: 'view', path, ...(referrer ? { referrer } : {}) }, n)).status()).toBe(204)
    if (n < LCP_LOADS) expect((await beacon(request, { kind: 'vitals', path, lcp: 3_000 }, n)).status()).toBe(204)
  }
  const pathViews = 2 + emulated

  // An information request sent from a programme's form link counts for that programme's page.
  const requested = await request.post('/api/request-information', {
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': '203.0.113.140',
      Referer: new URL('/request_information?programme=nursing', baseURL).href,
    },
    data: JSON.stringify({
      ...VALID_REQUEST,
      email: `stats-${Date.now()}@example.com`,
      altcha: await solvedAltcha(request),
    }),
  })
  expect(requested.status()).toBe(201)

  // Editors see it in the admin.
  await expect(page.getByRole('link', { name: 'Statistics', exact: true })).toHaveAttribute('href', '/admin/statistics')
  // The server writes what it counted every few seconds (STATISTICS_FLUSH_MS), one counter after
  // another: the page is read again until the last beacons' counts are all in.
  await expect(async () => {
    await page.goto('/admin/statistics')
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible()
    await expect(cell(page, 'Top pages', path, 1)).toHaveText(String(pathViews), { timeout: 1_000 })
    await expect(cell(page, 'Entry sources', 'bing', 0)).toHaveText(String(before.bing + BING_ENTRIES), {
      timeout: 1_000,
    })
    await expect(cell(page, 'Entry sources', 'facebook', 0)).toHaveText(String(before.facebook + FACEBOOK_ENTRIES), {
      timeout: 1_000,
    })
    // The information request is counted once its programme is read, so perhaps in a later write.
    await expect(cell(page, 'Requests by programme page', '/undergrad?degree=nursing', 0)).not.toHaveText('0', {
      timeout: 1_000,
    })
    await expect(cell(page, 'Core Web Vitals', 'Pages editors composed', 0)).toHaveText('≤ 3.0 s (needs improvement)', {
      timeout: 1_000,
    })
  }).toPass({ timeout: 30_000 })
  await expect(cell(page, 'Top pages', path, 0)).toHaveText('Pages editors composed')
  await expect(cell(page, 'Entry pages', 'google', 1)).toHaveText('1')
  // p75 LCP per template: the emulated loads' 3 s on the composed page (above); the real loads' own elsewhere.
  await expect(cell(page, 'Core Web Vitals', 'Programme pages', 0)).toHaveText(/^[≤>] \d+\.\d s/)
  await expect(cell(page, 'Core Web Vitals', 'Home page', 0)).toHaveText(/^[≤>] \d+\.\d s/)
  // Today's bar holds at least this test's views.
  const today = new Date().toISOString().slice(0, 10)
  const bar = page.getByTestId('views-chart').locator(`rect[data-day="${today}"]`)
  expect(Number(await bar.getAttribute('data-views'))).toBeGreaterThanOrEqual(pathViews)
  // The view's own content (Payload's frame around it is Payload's).
  const results = await axe(page)
    .include('.gutter:has(> h1)')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 844 })
    await lookAt(page, { path: `e2e/screenshots/admin_statistics-${label}.png`, fullPage: true })
  }

  // Visitors cannot read the counts through the API.
  expect((await request.get('/api/page-statistics')).status()).toBe(403)
})
