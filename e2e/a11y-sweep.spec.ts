import { axe } from './axe'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import pa11y from 'pa11y'
import puppeteer, { type Browser } from 'puppeteer'
import { FOOTER_ID } from '../components/shell/first-paint'
import { tooling } from '../lib/config/tooling.mjs'
import { HOMECOMING_PATH } from '../lib/cms/seed/pages'
import { LISTED_PAGES, PAGES } from '../lib/pages'
import { composedPathProblem } from '../lib/pages/composed-paths'
import { test, expect, WIDTHS } from './fixtures'
import { readSitemap } from './sitemap'

/**
 * The accessibility and markup sweep: every page of the registry and one detail page of each kind
 * (taken from the sitemap), at phone and desktop widths, with the cookie notice open (at the phone's
 * width) and closed.
 * axe runs its WCAG 2.2 AA rules and its best practices, and fails on any violation and on any
 * result it leaves for a person to review ("incomplete"). pa11y then loads each page afresh at
 * both widths (a first visit: the cookie notice open) and runs HTML_CodeSniffer against WCAG 2 AA;
 * it must report no error. The Nu HTML Checker reads the server HTML of the same pages in one run
 * and must find no error.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')
/**
 * The one thing the checker calls an error that the HTML standard allows: `blocking="render"` on
 * `<link rel="expect">` (https://html.spec.whatwg.org/multipage/links.html#link-type-expect, in
 * Chromium since 124), which holds a public page's first paint until it is parsed to its footer
 * (app/(site)/layout.tsx). The checker still knows `blocking` on style sheets only. Matched on the
 * message and on that exact link, so any other misuse of `blocking` is still an error.
 */
const expectLinkNotYetKnown = (m: { message: string; extract?: string }) =>
  m.message.includes('with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”') &&
  new RegExp(`<link rel="expect" href="#${FOOTER_ID}" blocking="render"/?>`).test(m.extract ?? '')

/**
 * The sitemap's detail pages (not in the registry), one of each kind: programme, story, article, …
 * and a page editors composed in the CMS (the seeded one, whatever other tests have added).
 */
async function oneDetailOfEachKind(request: APIRequestContext): Promise<string[]> {
  const urls = (await readSitemap(request)).entries.map((e) => e.loc)
  const registered = new Set<string>(PAGES.map((p) => p.path))
  const byKind = new Map<string, string>([['composed page', HOMECOMING_PATH]])
  expect(urls.map((url) => new URL(url).pathname)).toContain(HOMECOMING_PATH)
  for (const url of urls) {
    const { pathname, search, searchParams } = new URL(url)
    if (registered.has(pathname) && !search) continue
    if (!search && composedPathProblem(pathname) === null) continue
    const kind = `${pathname.split('/').slice(0, 2).join('/')}?${[...searchParams.keys()].sort().join('&')}`
    if (!byKind.has(kind)) byKind.set(kind, pathname + search)
  }
  // By kind, so each part of the sweep below takes the same kinds whatever other tests have added.
  return [...byKind.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, url]) => url)
}

/** The detail pages are swept in this many tests, so both workers share them. */
const DETAIL_PARTS = 4

/**
 * pa11y's own browser (Debian's Chromium through pa11y's puppeteer), started once per worker: a
 * launch per page and width was half the sweep's time. Each check opens a fresh browser context, so
 * every page is still a first visit (no storage, the cookie notice open).
 */
let pa11yBrowser: Promise<Browser> | null = null
function sharedPa11yBrowser() {
  pa11yBrowser ??= puppeteer.launch({
    executablePath: tooling.e2e.browserPath,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  return pa11yBrowser
}
async function closePa11yBrowser() {
  const browser = await pa11yBrowser
  pa11yBrowser = null
  await browser?.close()
}

/**
 * pa11y with HTML_CodeSniffer at both widths, on one first visit: the page is loaded once (at the
 * phone's width) and checked, then widened and checked again, as the axe runs above do; a second
 * load per width, and pa11y's own wait for the network to go quiet, were a third of the sweep's
 * time. Its axe runner is left out: it is the same axe-core (pa11y's and @axe-core/playwright's are
 * one package) with fewer rules than the sweep's own axe runs above, which check the same first
 * visit at both widths.
 */
async function expectPa11yClean(url: string) {
  const address = new URL(url, test.info().project.use.baseURL).href
  const browser = await sharedPa11yBrowser()
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setViewport({ width: WIDTHS.phone, height: 844 })
    expect((await page.goto(address, { waitUntil: 'load' }))?.status(), `status of ${url}`).toBe(200)
    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      const { issues } = await pa11y(address, {
        runners: ['htmlcs'],
        standard: 'WCAG2AA',
        viewport: { width, height: 844 },
        timeout: 60_000,
        browser,
        page,
        ignoreUrl: true,
      })
      const report = issues.map(
        (i) => `${i.runner} ${i.code}: ${i.message}\n  ${i.selector} ${i.context.slice(0, 120)}`,
      )
      expect(report, `pa11y on ${url} at ${width}px`).toEqual([])
    }
  } finally {
    await context.close()
  }
}

/**
 * Leaflet lays its map tiles out on a 256 px grid around the map, so tiles reach past the map's
 * box, where the map's `overflow: hidden` cuts them off. axe places elements in its own grid of
 * cells clipped to that box, but then tests whether a tile covers a point with the tile's whole,
 * unclipped box: the text above or below a map comes back as "overlapped by another element" (and
 * Leaflet's `mix-blend-mode: plus-lighter` on tiles is a blend axe cannot compute at all). So the
 * sweep checks that every map does cut its tiles off at its box and that the text beside it is
 * what the browser shows on top, and hides the tiles, and only the tiles, from axe.
 */
const HIDE_MAP_TILES = '.leaflet-tile-pane { visibility: hidden !important; }'

async function expectMapsCoverNoText(page: Page) {
  const maps = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.leaflet-container')].map((map) => {
      const box = map.getBoundingClientRect()
      // The text nearest the map on each side: whatever the browser paints at its centre must be that text.
      const section = map.closest('section, .section, main')!
      const texts = [...section.querySelectorAll<HTMLElement>('p, h2, h3, address')].filter(
        (t) => t.getBoundingClientRect().height > 0,
      )
      const covered = texts.filter((t) => {
        const r = t.getBoundingClientRect()
        if (r.bottom < box.top - 256 || r.top > box.bottom + 256) return false
        t.scrollIntoView({ block: 'center' })
        const moved = t.getBoundingClientRect()
        const top = document.elementFromPoint(moved.left + 2, moved.top + moved.height / 2)
        return !(top && (t === top || t.contains(top)))
      })
      return { overflow: getComputedStyle(map).overflow, covered: covered.map((t) => t.textContent?.slice(0, 60)) }
    }),
  )
  expect(maps.length, 'a map on the page').toBeGreaterThan(0)
  for (const map of maps)
    expect(map, 'a map cuts its tiles off at its box, and covers no text').toEqual({ overflow: 'hidden', covered: [] })
}

/** Pages with a Leaflet map (see HIDE_MAP_TILES). */
const MAP_PAGES = new Set(['/contactus', '/map'])

async function expectNothingToReview(page: Page, state: string) {
  const results = await axe(page).withTags(AXE_TAGS).analyze()
  const report = (kind: string, items: typeof results.violations) =>
    items.map(
      (v) =>
        `${kind} ${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` — ${n.any[0].message}` : ''}`)
          .join('\n  ')}`,
    )
  expect([...report('violation', results.violations), ...report('needs review', results.incomplete)], state).toEqual([])
}

/**
 * Loads the page once with the cookie notice open and checks it at the phone's width, closes the
 * notice and checks both widths. Under the open notice the page is inert (out of axe's reach but for
 * the notice), and the notice is the same on every page, so a second run there at 1280 px, a quarter
 * of each page's axe time, checked the one dialog again; pa11y below still meets the open notice at
 * both widths, and the cookie notice's own specs check it at 1280 px.
 */
async function sweep(page: Page, url: string) {
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 })
  const response = await page.goto(url, { waitUntil: 'load' })
  expect(response?.status(), `status of ${url}`).toBe(200)
  // What renders only near the viewport (content-visibility: auto) is rendered, as for a reader scrolling down.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const maps = MAP_PAGES.has(url)
  if (maps) {
    // Every map is loaded, as for a reader who scrolled past it (each starts as it comes near the screen).
    // (By attribute: under the open notice the page is inert, so out of the accessibility tree.)
    const boxes = await page.locator('[role="img"][aria-label*="map" i]').all()
    for (const box of boxes) await box.scrollIntoViewIfNeeded()
    await expect(page.locator('.leaflet-container')).toHaveCount(boxes.length)
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached()
    await page.evaluate(() => window.scrollTo(0, 0))
  }
  let tilesHidden = maps ? await page.addStyleTag({ content: HIDE_MAP_TILES }) : null
  const notice = page.getByRole('dialog', { name: 'This website uses cookies' })
  await expect(notice).toBeVisible()
  // Checked as the modal the visitor meets (the inline script makes the server's open dialog one).
  await expect(page.locator('dialog:modal')).toHaveCount(1)
  await expectNothingToReview(page, `${url} at ${WIDTHS.phone}px, cookie notice open`)
  await notice.getByRole('button', { name: 'Yes, I Accept' }).click()
  await expect(notice).toBeHidden()
  await page.setViewportSize({ width: WIDTHS.desktop, height: 800 })
  if (tilesHidden) {
    await tilesHidden.evaluate((style) => (style as Element).remove())
    await expectMapsCoverNoText(page)
    tilesHidden = await page.addStyleTag({ content: HIDE_MAP_TILES })
  }
  await expectNothingToReview(page, `${url} at ${WIDTHS.desktop}px, cookie notice closed`)
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 })
  await expectNothingToReview(page, `${url} at ${WIDTHS.phone}px, cookie notice closed`)
  // Nothing makes a phone's page wider than its screen (a sideways scroll, and a phone zooms out to fit it),
  // down to the narrowest phones WCAG 1.4.10 asks for (320 CSS px).
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: 844 })
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(sideways, `${url} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0)
  }
  await expectPa11yClean(url)
}

test.describe('accessibility sweep', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })
  // Carousels hold still, as for readers who ask for less motion, so no slide is caught mid-transition.
  test.use({ reducedMotion: 'reduce' })
  test.afterAll(closePa11yBrowser)

  // The longer tests first, so the workers finish together.
  for (let part = 0; part < DETAIL_PARTS; part++)
    test(`one detail page of each kind, part ${part + 1} of ${DETAIL_PARTS}: axe finds nothing to fix or review`, async ({
      page,
      request,
    }) => {
      test.setTimeout(600_000)
      await page.goto('/test')
      const details = await oneDetailOfEachKind(request)
      expect(details.length).toBeGreaterThanOrEqual(DETAIL_PARTS)
      for (const url of details.filter((_, i) => i % DETAIL_PARTS === part)) {
        await sweep(page, url)
        // The sweep accepted the notice; the next page is a first visit again.
        await page.evaluate(() => window.localStorage.clear())
      }
    })

  for (const entry of PAGES) {
    test(`${entry.path}: axe finds nothing to fix or review`, async ({ page }) => {
      await sweep(page, entry.path)
    })
  }
})

/** Server HTML by URL, fetched once per worker for both markup checks (one pass over the server, not two). */
const serverHtml = new Map<string, Promise<{ status: number; body: Buffer }>>()
function fetchHtml(request: APIRequestContext, url: string) {
  if (!serverHtml.has(url))
    serverHtml.set(
      url,
      request.get(url).then(async (r) => ({ status: r.status(), body: await r.body() })),
    )
  return serverHtml.get(url)!
}

test.describe.serial('markup sweep', () => {
  test('the Nu HTML Checker finds no error in the server HTML of every page', async ({ page, request }) => {
    test.setTimeout(600_000)
    await page.goto('/test')
    const urls = [...PAGES.map((p) => p.path), ...(await oneDetailOfEachKind(request))]
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
    try {
      const files = new Map<string, string>()
      for (const [i, url] of urls.entries()) {
        const response = await fetchHtml(request, url)
        expect(response.status, url).toBe(200)
        const file = path.join(dir, `${i}.html`)
        writeFileSync(file, response.body)
        files.set(`file:${file}`, url)
      }
      // One Java start for every page; the checker exits 1 when it reports errors, so read its output either way.
      let output: string
      try {
        output = execFileSync(
          'java',
          ['-jar', VNU, '--format', 'json', '--stdout', ...[...files.keys()].map((f) => f.slice(5))],
          {
            encoding: 'utf8',
            maxBuffer: 64 * 1024 * 1024,
          },
        )
      } catch (error) {
        output = String((error as { stdout?: string }).stdout ?? '')
        if (!output) throw error
      }
      const { messages } = JSON.parse(output) as {
        messages: { type: string; subType?: string; url?: string; message: string; extract?: string }[]
      }
      const errors = messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal')
        .filter((m) => !expectLinkNotYetKnown(m))
        .map(
          (m) =>
            `${files.get(m.url ?? '') ?? m.url}: ${m.message}${m.extract ? `\n  ${m.extract.trim().slice(0, 160)}` : ''}`,
        )
      expect(errors).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('every listed page is linked from another page (or the registry says why not)', async ({ page, request }) => {
    test.setTimeout(300_000)
    await page.goto('/test')
    const linkedFrom = new Map<string, Set<string>>()
    for (const { path: from } of PAGES) {
      const html = (await fetchHtml(request, from)).body.toString('utf8')
      const hrefs = await page.evaluate(
        (source) =>
          [...new DOMParser().parseFromString(source, 'text/html').querySelectorAll('a[href]')].map(
            (a) => a.getAttribute('href') ?? '',
          ),
        html,
      )
      for (const href of hrefs) {
        const target = new URL(href, `http://site${from}`)
        if (target.host !== 'site' || target.pathname === from) continue
        if (!linkedFrom.has(target.pathname)) linkedFrom.set(target.pathname, new Set())
        linkedFrom.get(target.pathname)!.add(from)
      }
    }
    const orphans = LISTED_PAGES.filter((p) => p.path !== '/' && !linkedFrom.has(p.path)).map((p) => p.path)
    expect(orphans).toEqual([])
  })
})
