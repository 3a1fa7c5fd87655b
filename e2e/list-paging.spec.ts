/**
 * /careers pages through every open job, 30 a page (spec §9), as a visitor without JavaScript and
 * a crawler walk it: enough open jobs (made through the REST API as the administrator, removed
 * afterwards) that the list runs to three pages, then page links followed without JavaScript from
 * the first page to the job with the latest deadline, each job met exactly once, page 2's title and
 * canonical URL, the 404s of pages that do not exist, and the sitemap's pages and jobs; every page
 * walked is visited again with JavaScript for axe (and its screenshots). The department directory
 * the same way past its 100 entries a page, its search box finding from page 1 an entry of page 2,
 * and the certificate table past its 50 programmes a page. Afterwards the first pages and the
 * sitemap must show none of what it made.
 *
 * It runs in its own Playwright project, after the others (playwright.config.ts): while it runs,
 * /careers, the directory and the certificate table show what it made, and other specs count the seeded ones.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { adminAuth } from './admin-api'
import { expect, test as base } from './fixtures'
import { readSitemap } from './sitemap'

/** With the seeded open jobs, more than two pages of 30. */
const JOBS = 55
const PAGE_SIZE = 30

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const jobTitle = (i: number) => `Paging job ${String(i).padStart(2, '0')} ${stamp}`
/** Deadlines after every seeded job's, in the order made: job JOBS - 1 closes last, so it ends the list. */
const closingDate = (i: number) => new Date(Date.UTC(2098, 0, 1 + i, 12)).toISOString()
const made: number[] = []

/** With the seeded 40 entries, past the directory's 100 a page; named to sort last, so they end the directory. */
const ENTRIES = 65
const DIRECTORY_PAGE_SIZE = 100
const entryName = (i: number) => `Zz paging office ${String(i).padStart(2, '0')} ${stamp}`
const madeEntries: number[] = []

/** With the seeded 50 certificate programmes, past the list's 50 a page (spec §7: programme lists 50 a page). */
const CERTIFICATES = 3
const PROGRAMME_PAGE_SIZE = 50
const certificateName = (i: number) => `Zz paging certificate ${i} ${stamp}`
const madeProgrammes: number[] = []

async function certificateTotal(request: APIRequestContext): Promise<number> {
  const response = await request.get(
    '/api/programmes?where[_status][equals]=published&where[kind][equals]=certificate&limit=1&depth=0',
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

async function directoryTotal(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/directory-entries?limit=1&depth=0')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

async function openJobs(request: APIRequestContext): Promise<number> {
  const now = encodeURIComponent(new Date().toISOString())
  const response = await request.get(
    `/api/jobs?where[_status][equals]=published&where[closingDate][greater_than_equal]=${now}&limit=1&depth=0`,
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

const canonical = (page: Page) => page.locator('head link[rel="canonical"]')
const pagesNav = (page: Page) => page.getByRole('navigation', { name: 'Careers pages' })
const cardTitles = (page: Page) => page.getByTestId('job-card').getByRole('heading').allTextContents()

/** A page without JavaScript, to follow links as a crawler does (axe needs JavaScript: `visit` runs it on the same URLs). */
const test = base.extend<{ noScript: Page }>({
  noScript: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    await use(await context.newPage())
    await context.close()
  },
})

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000)
  const headers = await adminAuth(request)
  // One at a time: SQLite takes one write at a time, and each save runs its hooks.
  for (let i = 0; i < JOBS; i++) {
    const response = await request.post('/api/jobs', {
      headers,
      data: {
        title: jobTitle(i),
        department: 'Paging check',
        closingDate: closingDate(i),
        advertUrl: 'https://jobs.example.edu/offer.pdf',
        _status: 'published',
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    made.push(((await response.json()) as { doc: { id: number } }).doc.id)
  }
  for (let i = 0; i < ENTRIES; i++) {
    const response = await request.post('/api/directory-entries', {
      headers,
      data: { name: entryName(i), matters: 'Paging check', extension: String(3000 + i) },
    })
    expect(response.status(), await response.text()).toBe(201)
    madeEntries.push(((await response.json()) as { doc: { id: number } }).doc.id)
  }
  for (let i = 0; i < CERTIFICATES; i++) {
    const response = await request.post('/api/programmes', {
      headers,
      data: { name: certificateName(i), kind: 'certificate', certificateLevel: 'Certificate', _status: 'published' },
    })
    expect(response.status(), await response.text()).toBe(201)
    madeProgrammes.push(((await response.json()) as { doc: { id: number } }).doc.id)
  }
})

test.afterAll(async ({ request }) => {
  test.setTimeout(300_000)
  const headers = await adminAuth(request)
  const jobs = made.splice(0)
  for (const id of jobs) expect((await request.delete(`/api/jobs/${id}`, { headers })).status()).toBe(200)
  for (const id of madeEntries.splice(0))
    expect((await request.delete(`/api/directory-entries/${id}`, { headers })).status()).toBe(200)
  for (const id of madeProgrammes.splice(0))
    expect((await request.delete(`/api/programmes/${id}`, { headers })).status()).toBe(200)
  // The pages they filled are gone with them (the seeded open jobs, entries and certificates fit one page).
  for (const url of ['/careers?page=2', '/searchDepartment?page=2', '/certificateprograms?page=2'])
    expect((await request.get(url)).status(), url).toBe(404)
  // Each first page and the sitemap no longer show them: asked now, so this server renders them again
  // (a later server from the same build reads its pages from the disk cache, not knowing their tags expired).
  for (const url of ['/careers', '/searchDepartment', '/certificateprograms']) {
    const response = await request.get(url)
    expect([url, response.status(), (await response.text()).includes(stamp)]).toEqual([url, 200, false])
  }
  const sitemap = await readSitemap(request)
  const listed = sitemap.entries.map(({ loc }) => new URL(loc).pathname + new URL(loc).search)
  expect(listed.filter((path) => /^\/(careers|searchDepartment|certificateprograms)\?page=/.test(path))).toEqual([])
  expect(listed.filter((path) => jobs.some((id) => path === `/careers/${id}`))).toEqual([])
})

test.describe('careers pages', () => {
  test('every open job is reached from /careers by following page links, each once', async ({
    noScript: page,
    visit,
    request,
  }) => {
    test.setTimeout(240_000)
    const total = await openJobs(request)
    const pages = Math.ceil(total / PAGE_SIZE)
    expect(pages).toBeGreaterThanOrEqual(3)
    await page.goto('/careers')
    await expect(canonical(page)).toHaveAttribute('href', /\/careers$/)
    await expect(page).toHaveTitle(/^Careers\b/)
    await expect(page).not.toHaveTitle(/page/)
    const walked = ['/careers']
    const seen: string[] = []
    for (let n = 1; ; n++) {
      const titles = await cardTitles(page)
      // Every page full but the last.
      expect(titles.length, `jobs on page ${n}`).toBe(n < pages ? PAGE_SIZE : total - PAGE_SIZE * (pages - 1))
      seen.push(...titles)
      await expect(pagesNav(page).getByRole('link', { name: `Page ${n}`, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      if (n === pages) break
      await pagesNav(page).getByRole('link', { name: 'Next page' }).click()
      await expect(page).toHaveURL(new RegExp(`/careers\\?page=${n + 1}$`))
      walked.push(`/careers?page=${n + 1}`)
    }
    // The last page: no next link, and the job that closes last ends it.
    await expect(pagesNav(page).getByRole('link', { name: 'Next page' })).toHaveCount(0)
    await expect(page.getByTestId('job-card').last()).toContainText(jobTitle(JOBS - 1))
    // Each job on exactly one page: none repeated, none skipped between two pages.
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    for (let i = 0; i < JOBS; i++) expect(seen.filter((t) => t === jobTitle(i))).toHaveLength(1)
    // A card's title still leads to the job's own page.
    await page.getByTestId('job-card').last().getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/careers/${made[JOBS - 1]}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobTitle(JOBS - 1))
    // Every page walked, visited as every page is: axe, which needs JavaScript (page 2's screenshots at 390 and 1280 px).
    for (const url of walked) await visit(url, { screenshots: url === '/careers?page=2' })
  })

  test('page 2 has its own title and canonical URL; page 1 is /careers; missing pages are 404, never 500', async ({
    visit,
    request,
  }) => {
    const pages = Math.ceil((await openJobs(request)) / PAGE_SIZE)
    const page = await visit('/careers?page=2', { screenshots: false })
    await expect(page).toHaveTitle(/^Careers – page 2\b/)
    await expect(canonical(page)).toHaveAttribute('href', /\/careers\?page=2$/)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/careers\?page=2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers')
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible()
    await expect(pagesNav(page).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/careers')
    await expect(pagesNav(page).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/careers?page=3')

    const first = await request.get('/careers?page=1', { maxRedirects: 0 })
    expect(first.status()).toBe(308)
    expect(first.headers().location).toMatch(/\/careers$/)

    await visit(`/careers?page=${pages + 1}`, { status: 404, screenshots: false })
    await visit('/careers?page=abc', { status: 404, screenshots: false })
    for (const query of ['page=0', 'page=-1', 'page=02', 'page=2.5', 'page=1e3', 'page=99999999', 'page=', 'year=2020'])
      expect((await request.get(`/careers?${query}`)).status(), query).toBe(404)
    // Not a page of the list: the job pages and the list's own queries are left alone.
    expect((await request.get('/careers?utm_source=mail')).status()).toBe(200)
    expect((await request.get('/careers/archive')).status()).toBe(404)
  })

  test('the sitemap lists every page of /careers and every open job', async ({ request }) => {
    const pages = Math.ceil((await openJobs(request)) / PAGE_SIZE)
    const paths = new Set(
      (await readSitemap(request)).entries.map(({ loc }) => new URL(loc).pathname + new URL(loc).search),
    )
    expect(paths.has('/careers')).toBe(true)
    for (let n = 2; n <= pages; n++) expect(paths.has(`/careers?page=${n}`), `page ${n}`).toBe(true)
    expect(paths.has(`/careers?page=${pages + 1}`)).toBe(false)
    for (const id of made) expect(paths.has(`/careers/${id}`), `job ${id}`).toBe(true)
  })
})

test.describe('directory pages', () => {
  const pagesNavOf = (page: Page) => page.getByRole('navigation', { name: 'Department Directory pages' })
  const entries = (page: Page) => page.getByTestId('directory-entry')

  test('every entry is reached by page links without JavaScript; page 2 has its own title and canonical URL', async ({
    noScript: page,
    visit,
    request,
  }) => {
    const total = await directoryTotal(request)
    const pages = Math.ceil(total / DIRECTORY_PAGE_SIZE)
    expect(pages).toBe(2)
    await page.goto('/searchDepartment')
    await expect(canonical(page)).toHaveAttribute('href', /\/searchDepartment$/)
    await expect(entries(page)).toHaveCount(DIRECTORY_PAGE_SIZE)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`1–100 of ${total} offices and departments`)
    await pagesNavOf(page).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/searchDepartment\?page=2$/)
    await expect(page).toHaveTitle(/^Department Directory – page 2\b/)
    await expect(canonical(page)).toHaveAttribute('href', /\/searchDepartment\?page=2$/)
    await expect(entries(page)).toHaveCount(total - DIRECTORY_PAGE_SIZE)
    await expect(entries(page).last().getByRole('heading')).toHaveText(entryName(ENTRIES - 1))
    await expect(pagesNavOf(page).getByRole('link', { name: 'Next page' })).toHaveCount(0)
    // The extensions list is on every page.
    await expect(page.getByRole('heading', { name: 'Departments and extensions' })).toBeVisible()

    expect((await request.get('/searchDepartment?page=1', { maxRedirects: 0 })).status()).toBe(308)
    await visit(`/searchDepartment?page=${pages + 1}`, { status: 404, screenshots: false })
    for (const query of ['page=abc', 'page=0', 'page=-2', 'page=2.0'])
      expect((await request.get(`/searchDepartment?${query}`)).status(), query).toBe(404)
    await visit('/searchDepartment?page=2')
    const sitemap = new Set(
      (await readSitemap(request)).entries.map(({ loc }) => new URL(loc).pathname + new URL(loc).search),
    )
    expect(sitemap.has('/searchDepartment?page=2')).toBe(true)
    expect(sitemap.has('/searchDepartment?page=3')).toBe(false)
  })

  test('the search box of page 1 finds an entry of page 2', async ({ visit }) => {
    const page = await visit('/searchDepartment', { screenshots: false })
    const box = page.getByRole('searchbox', { name: 'Search by name' })
    await expect(entries(page).filter({ hasText: entryName(ENTRIES - 1) })).toHaveCount(0)
    await box.fill(entryName(ENTRIES - 1).toUpperCase())
    await expect(entries(page)).toHaveCount(1)
    await expect(entries(page).getByRole('heading')).toHaveText(entryName(ENTRIES - 1))
    await expect(page.getByRole('main').getByRole('status')).toContainText('1 of')
    // A word all of them share: the matches of both pages.
    await box.fill(`paging office`)
    await expect(entries(page)).toHaveCount(ENTRIES)
    await box.fill('')
    await expect(entries(page)).toHaveCount(DIRECTORY_PAGE_SIZE)
  })
})

test.describe('programme list pages', () => {
  test('the certificate table pages on past 50 programmes, without JavaScript', async ({
    noScript: page,
    visit,
    request,
  }) => {
    const total = await certificateTotal(request)
    const pages = Math.ceil(total / PROGRAMME_PAGE_SIZE)
    expect(pages).toBe(2)
    const rows = () => page.getByRole('table').locator('tbody tr')
    const nav = () => page.getByRole('navigation', { name: 'Certificate Programmes pages' })
    await page.goto('/certificateprograms')
    await expect(canonical(page)).toHaveAttribute('href', /\/certificateprograms$/)
    await expect(rows()).toHaveCount(PROGRAMME_PAGE_SIZE)
    await nav().getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/certificateprograms\?page=2$/)
    await expect(page).toHaveTitle(/^Certificate Programmes – page 2\b/)
    await expect(canonical(page)).toHaveAttribute('href', /\/certificateprograms\?page=2$/)
    await expect(rows()).toHaveCount(total - PROGRAMME_PAGE_SIZE)
    await expect(rows().last()).toContainText(certificateName(CERTIFICATES - 1))
    await expect(nav().getByRole('link', { name: 'Next page' })).toHaveCount(0)
    await visit('/certificateprograms?page=2')
    await visit('/certificateprograms?page=3', { status: 404, screenshots: false })
    // The other programme lists fit their first page in the demo: a second page is 404.
    for (const url of ['/grad?page=2', '/extensionprograms?page=2', '/certificateprograms?page=x'])
      expect((await request.get(url)).status(), url).toBe(404)
  })
})
