import type { Issue } from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import type { Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { config } from '../lib/config/site.mjs'
import { findPage } from '../lib/pages'
import { composedPathParent, composedPathProblem } from '../lib/pages/composed-paths'
import { adminAuth } from './admin-api'
import { expect, test } from './fixtures'
import { structuredDataValidator } from './google-rules'
import { readSitemap, sitemapIndexProblems, type SitemapEntry } from './sitemap'

const ORIGIN = config.serverUrl
const XSD = path.resolve('e2e/vendor/sitemaps/sitemap.xsd')
/** The types whose Google rules must hold with no error. */
const CHECKED_TYPES = [
  'Course',
  'Article',
  'NewsArticle',
  'Event',
  'JobPosting',
  'CollegeOrUniversity',
  'BreadcrumbList',
  'WebSite',
  'FAQPage',
]

type JsonLdNode = Record<string, unknown>

const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

/** Every value under a key that holds a URL in our JSON-LD, anywhere in the tree. */
function urlValues(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => urlValues(n, found))
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (['url', 'item', '@id', 'image', 'logo', 'urlTemplate', 'sameAs'].includes(key) && typeof value === 'string')
        found.push(value)
      else if (['image', 'sameAs'].includes(key) && Array.isArray(value))
        found.push(...value.filter((v): v is string => typeof v === 'string'))
      else urlValues(value, found)
    }
  }
  return found
}

/** Extracts a page's JSON-LD with the third-party extractor and validates it; returns the nodes by type and the issues. */
async function checkPage(html: string, validator: ReturnType<typeof structuredDataValidator>) {
  const extracted = new WebAutoExtractor({ addLocation: true }).parse(html)
  const nodes = Object.entries(extracted.jsonld).flatMap(([type, items]) =>
    items.map((item) => ({ type, item: item as JsonLdNode })),
  )
  // The validator consumes what it is given (it deletes @location), so it gets its own copy.
  const issues = await validator.validate(structuredClone(extracted))
  return { nodes, issues }
}

/** The canonical link of server HTML, read by a browser page with JavaScript off (no app code runs, nothing loads). */
async function canonicalOf(reader: Page, html: string): Promise<string | null> {
  await reader.setContent(html, { waitUntil: 'domcontentloaded' })
  const link = reader.locator('link[rel="canonical"]')
  return (await link.count()) === 1 ? link.getAttribute('href') : null
}

test.describe('structured data and sitemap', () => {
  test('the sitemap index and each of its sitemaps are valid against the sitemaps.org 0.9 schemas, list only canonical URLs of the public origin, and are the same on a second fetch', async ({
    request,
  }) => {
    const first = await readSitemap(request)
    const second = await readSitemap(request)
    expect(second, 'two fetches with no edit between them').toEqual(first)

    // The index: its structure as the index schema allows it (e2e/sitemap.ts), one sitemap per section.
    expect(sitemapIndexProblems(first.index)).toEqual([])
    const names = first.sitemaps.map((s) => new URL(s.loc).pathname)
    for (const section of ['pages', 'programmes', 'stories', 'articles', 'jobs'])
      expect(names).toContain(`/sitemaps/${section}-1.xml`)
    const dir = mkdtempSync(path.join(tmpdir(), 'sitemap-'))
    for (const sitemap of first.sitemaps) {
      expect(new URL(sitemap.loc).origin, sitemap.loc).toBe(new URL(ORIGIN).origin)
      const file = path.join(dir, path.basename(new URL(sitemap.loc).pathname))
      writeFileSync(file, sitemap.xml)
      // xmllint exits non-zero (and execFileSync throws with its report) when the file breaks the schema.
      execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' })
      expect(sitemap.entries.length, sitemap.loc).toBeGreaterThan(0)
      expect(sitemap.entries.length, sitemap.loc).toBeLessThanOrEqual(50_000)
      // The index dates each sitemap by its newest page.
      const newest = Math.max(...sitemap.entries.map((e) => (e.lastmod ? Date.parse(e.lastmod) : -Infinity)))
      expect(sitemap.lastmod ? Date.parse(sitemap.lastmod) : -Infinity, `lastmod of ${sitemap.loc}`).toBe(newest)
    }

    const entries = first.entries
    expect(entries.length).toBeGreaterThan(100)
    const locs = entries.map((e) => e.loc)
    expect(new Set(locs).size, 'each URL once').toBe(locs.length)
    for (const loc of locs) expect(new URL(loc).origin, loc).toBe(new URL(ORIGIN).origin)
    for (const left of ['/undergradprograms', '/gradprograms', '/keywordsearch', '/test', '/cookieModal'])
      expect(locs).not.toContain(`${ORIGIN}${left}`)
    for (const listed of ['/collegeschools', '/alldepartments', '/faqs', '/careers'])
      expect(locs).toContain(`${ORIGIN}${listed}`)
    // Static pages carry their content's date, not the time the sitemap was made.
    const faqs = entries.find((e) => e.loc === `${ORIGIN}/faqs`)!
    expect(faqs.lastmod).toBeTruthy()
    expect(Date.parse(faqs.lastmod!)).toBeLessThan(Date.now() - 60_000)
    expect(
      entries.some((e) => pathOf(e.loc).startsWith('/careers/')),
      'each open job has its page',
    ).toBe(true)
  })

  test('every listed page names itself canonical, and its JSON-LD passes schema.org’s vocabulary and Google’s rules, with absolute URLs of the public origin', async ({
    request,
    browser,
  }) => {
    test.setTimeout(300_000)
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const reader = await noScript.newPage()
    await reader.route('**/*', (route) => route.abort())
    const urls = (await readSitemap(request)).entries.map((e) => e.loc)
    const validator = structuredDataValidator()
    const errors: string[] = []
    const warnings = new Map<string, number>()
    const seen = new Map<string, string[]>()

    for (const url of urls) {
      const response = await request.get(pathOf(url))
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      const canonical = await canonicalOf(reader, html)
      expect(canonical && new URL(canonical).href, `the one canonical link of ${url}`).toBe(new URL(url).href)
      const { nodes, issues } = await checkPage(html, validator)
      const types = nodes.map((n) => n.type)
      seen.set(pathOf(url), types)
      for (const issue of issues as Issue[]) {
        const line = `${pathOf(url)} ${issue.rootType}: ${issue.issueMessage}`
        // A property or type schema.org does not define is as wrong as an error (e.g. Course.location).
        if (issue.severity === 'ERROR' || issue.errorType === 'schemaOrg') errors.push(line)
        else warnings.set(issue.issueMessage, (warnings.get(issue.issueMessage) ?? 0) + 1)
      }
      for (const value of urlValues(nodes.map((n) => n.item))) {
        expect(() => new URL(value), `${url}: ${value} is absolute`).not.toThrow()
        const { protocol, hostname } = new URL(value)
        expect(protocol, value).toMatch(/^https?:$/)
        if (['127.0.0.1', 'localhost', '0.0.0.0'].includes(hostname))
          expect(new URL(value).origin, value).toBe(new URL(ORIGIN).origin)
      }
      // Nested pages (a detail page, a registry page under a parent, a composed page under a registry
      // page) carry their breadcrumb trail; a page at the top, registered or composed, is Home and itself.
      const { pathname } = new URL(url)
      const entry = findPage(pathname)
      const composedAtTop = !entry && composedPathProblem(pathname) === null && !composedPathParent(pathname)
      if ((!entry && !composedAtTop) || entry?.parent)
        expect(types, `BreadcrumbList on ${url}`).toContain('BreadcrumbList')
    }
    await noScript.close()
    test.info().annotations.push({
      type: 'structured-data warnings (recommended properties)',
      description: JSON.stringify(Object.fromEntries(warnings)),
    })
    expect(errors).toEqual([])

    const all = [...seen.values()].flat()
    for (const type of CHECKED_TYPES) expect(all, `some page has ${type}`).toContain(type)
    expect(seen.get('/')).toEqual(expect.arrayContaining(['CollegeOrUniversity', 'WebSite']))
    expect(seen.get('/careers'), 'the job list carries no JobPosting').not.toContain('JobPosting')
    expect(seen.get('/academiccalendar'), 'academic dates are not events').not.toContain('Event')
    expect(seen.get('/eventscalendar')).toContain('Event')
    for (const [pagePath, types] of seen) if (types.includes('JobPosting')) expect(pagePath).toMatch(/^\/careers\/\d+$/)
  })

  test('JSON-LD names the configured origin whatever host the request named', async ({ request }) => {
    for (const pagePath of ['/', '/news', '/eventscalendar']) {
      const response = await request.get(pagePath, {
        headers: { Host: 'internal-instance:3900', 'X-Forwarded-Host': 'elsewhere.example' },
      })
      expect(response.status()).toBe(200)
      const extracted = new WebAutoExtractor().parse(await response.text())
      const values = urlValues(Object.values(extracted.jsonld).flat())
      expect(values.length, pagePath).toBeGreaterThan(0)
      for (const value of values) expect(value, pagePath).not.toMatch(/internal-instance|elsewhere\.example/)
    }
  })

  test('the home page’s search action opens the site search with the words', async ({ request, visit }) => {
    const extracted = new WebAutoExtractor().parse(await (await request.get('/')).text())
    const site = extracted.jsonld.WebSite?.[0] as {
      potentialAction: { target: { urlTemplate: string }; 'query-input': string }
    }
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string')
    const target = site.potentialAction.target.urlTemplate.replace('{search_term_string}', 'nursing')
    expect(new URL(target).origin).toBe(new URL(ORIGIN).origin)
    const page = await visit(pathOf(target), { screenshots: false })
    await expect(page.getByRole('heading', { name: /nursing/i }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /nursing/i }).first()).toBeVisible()
  })

  test('each job has a page showing the whole job, linked from the list and the Career Services snippet; its View Offer counts the view and opens the offer', async ({
    visit,
    context,
    request,
  }) => {
    const list = await visit('/careers', { screenshots: false })
    const card = list.getByTestId('job-card').nth(2)
    const id = (await card.getAttribute('data-job-id'))!
    const title = (await card.getByRole('heading').textContent())!.trim()
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', `/careers/${id}`)
    const snippet = await visit('/careerservices', { screenshots: false })
    const snippetHref = await snippet
      .getByTestId('job-card')
      .first()
      .getByRole('heading')
      .getByRole('link')
      .getAttribute('href')
    expect(snippetHref).toMatch(/^\/careers\/\d+$/)

    const page = await visit(`/careers/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const detail = page.getByTestId('job-detail')
    await expect(detail.getByText(/You will need/)).toBeVisible()
    await expect(detail.getByTestId('job-deadline')).toHaveText(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    )
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as JsonLdNode,
    )
    const posting = ld.find((d) => d['@type'] === 'JobPosting')!
    expect(posting.title).toBe(title)
    expect(String(posting.description)).toContain('You will need')
    expect(posting.url).toBe(`${ORIGIN}/careers/${id}`)

    const views = async () =>
      ((await (await request.get(`/api/jobs/${id}?depth=0`)).json()) as { views?: number }).views ?? 0
    const before = await views()
    await context.route(/jobs\.example\.edu/, (route) => route.fulfill({ status: 200, body: 'offer' }))
    const counted = page.waitForRequest((r) => r.url().endsWith(`/api/jobs/${id}/view`) && r.method() === 'POST')
    const [popup] = await Promise.all([page.waitForEvent('popup'), detail.getByTestId('view-offer').click()])
    await counted
    expect(popup.url()).toMatch(/^https:\/\/jobs\.example\.edu\/offers\//)
    await popup.close()
    await expect.poll(views).toBe(before + 1)

    await visit('/careers/999999', { status: 404, screenshots: false })
  })

  test('an edit of a record in /admin moves its pages’ lastmod forward, and its sitemap’s in the index, and leaves the others', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const first = await readSitemap(request)
    const before = first.entries
    const lastmod = (entries: SitemapEntry[], pagePath: string) =>
      entries.find((e) => e.loc === `${ORIGIN}${pagePath}`)?.lastmod ?? null
    const job = before.map((e) => pathOf(e.loc)).find((p) => /^\/careers\/\d+$/.test(p))!
    const id = job.split('/').pop()!

    const headers = await adminAuth(request)
    const current = (await (await request.get(`/api/jobs/${id}?depth=0`, { headers })).json()) as { department: string }
    const saved = await request.patch(`/api/jobs/${id}`, { headers, data: { department: current.department } })
    expect(saved.status()).toBe(200)

    let second = first
    let after: SitemapEntry[] = before
    await expect
      .poll(
        async () => {
          second = await readSitemap(request)
          after = second.entries
          return Date.parse(lastmod(after, job) ?? '0')
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(Date.parse(lastmod(before, job)!))
    const jobsSitemap = (sitemap: typeof first) =>
      sitemap.sitemaps.find((s) => s.loc === `${ORIGIN}/sitemaps/jobs-1.xml`)?.lastmod ?? '0'
    expect(Date.parse(jobsSitemap(second)), 'the jobs sitemap’s lastmod in the index').toBe(
      Date.parse(lastmod(after, job)!),
    )
    for (const listPage of ['/careers', '/careerservices'])
      expect(Date.parse(lastmod(after, listPage)!), listPage).toBeGreaterThan(Date.parse(lastmod(before, listPage)!))
    for (const other of ['/faqs', '/wearencu', '/minors'])
      expect(lastmod(after, other), other).toBe(lastmod(before, other))
  })
})
