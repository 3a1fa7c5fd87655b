/**
 * The archives as a visitor without JavaScript and a crawler walk them: enough stories and
 * articles of an old year (made through the REST API as an editor, removed afterwards) that the
 * lists run past one page, then page links followed without JavaScript from the first page to the
 * oldest story, each page's canonical URL and title, the 404s of pages that do not exist, and the
 * year archives; every page walked is visited again with JavaScript for axe.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { adminAuth, EDITOR } from './admin-api'
import { expect, test as base } from './fixtures'

/** A year the seeded content does not reach, so its archive holds only what this spec makes. */
const YEAR = 2001
/** With the seeded stories, more than the 100 of a page of /allfeaturestories. */
const STORIES = 96
/** With the seeded sports articles, more than the 10 of a page of /news. */
const SPORTS = 12

type Doc = { id: number; title: string; cover?: unknown; author?: string; writer?: string }

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
/** Oldest first: record 0 is the oldest of all. */
const publishedAt = (i: number) => new Date(Date.UTC(YEAR, 0, 2 + i, 12)).toISOString()
const storyTitle = (i: number) => `Archive story ${i} ${stamp}`
const made: { collection: 'stories' | 'articles'; id: number }[] = []

async function create(
  request: APIRequestContext,
  headers: Record<string, string>,
  collection: 'stories' | 'articles',
  data: Record<string, unknown>,
) {
  const response = await request.post(`/api/${collection}`, { headers, data: { ...data, _status: 'published' } })
  expect(response.status(), await response.text()).toBe(201)
  made.push({ collection, id: ((await response.json()) as { doc: Doc }).doc.id })
}

async function totalPublished(request: APIRequestContext, collection: string, where = ''): Promise<number> {
  const response = await request.get(`/api/${collection}?where[_status][equals]=published${where}&limit=1&depth=0`)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

const canonical = (page: Page) => page.locator('head link[rel="canonical"]')
const pagesNav = (page: Page) => page.getByRole('navigation', { name: / pages$/ })

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
  const headers = await adminAuth(request, EDITOR)
  const [story] = ((await (await request.get('/api/stories?limit=1&depth=0', { headers })).json()) as { docs: Doc[] })
    .docs
  const [article] = (
    (await (await request.get('/api/articles?limit=1&depth=0', { headers })).json()) as { docs: Doc[] }
  ).docs
  // One at a time: SQLite takes one write at a time, and each save runs its hooks.
  for (let i = 0; i < STORIES; i++) {
    const paragraph = {
      type: 'paragraph',
      version: 1,
      children: [{ type: 'text', version: 1, text: `Archive check ${i} of ${stamp}.` }],
    }
    await create(request, headers, 'stories', {
      title: storyTitle(i),
      slug: `archive-${stamp}-${i}`,
      cover: story.cover,
      author: story.author,
      content: { root: { type: 'root', version: 1, children: [paragraph] } },
      publishedAt: publishedAt(i),
    })
  }
  for (let i = 0; i < SPORTS; i++) {
    await create(request, headers, 'articles', {
      title: `Archive match ${i} ${stamp}`,
      slug: `archive-match-${stamp}-${i}`,
      kind: 'sports',
      cover: article.cover,
      writer: article.writer,
      paragraphs: [{ text: `Archive check ${i} of ${stamp}.` }],
      publishedAt: publishedAt(i),
    })
  }
})

test.afterAll(async ({ request }) => {
  test.setTimeout(300_000)
  const headers = await adminAuth(request, EDITOR)
  for (const { collection, id } of made.splice(0))
    expect((await request.delete(`/api/${collection}/${id}`, { headers })).status()).toBe(200)
})

test.describe('archives', () => {
  test('the oldest story is reached from /allfeaturestories by following page links', async ({
    noScript: page,
    visit,
    request,
  }) => {
    test.setTimeout(240_000)
    const pages = Math.ceil((await totalPublished(request, 'stories')) / 100)
    expect(pages).toBeGreaterThan(1)
    await page.goto('/allfeaturestories')
    await expect(canonical(page)).toHaveAttribute('href', /\/allfeaturestories$/)
    const walked = ['/allfeaturestories']
    for (let n = 1; n < pages; n++) {
      await expect(pagesNav(page).getByRole('link', { name: `Page ${n}`, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await pagesNav(page).getByRole('link', { name: 'Next page' }).click()
      await expect(page).toHaveURL(new RegExp(`/allfeaturestories\\?page=${n + 1}$`))
      walked.push(`/allfeaturestories?page=${n + 1}`)
    }
    // The last page: no next link, and the oldest story of all on it.
    await expect(pagesNav(page).getByRole('link', { name: `Page ${pages}`, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(pagesNav(page).getByRole('link', { name: 'Next page' })).toHaveCount(0)
    const oldest = page.getByTestId('story-card').filter({ hasText: storyTitle(0) })
    await expect(oldest).toHaveCount(1)
    await expect(page.getByTestId('story-card').last()).toContainText(storyTitle(0))
    // Its Read More leads to the story itself.
    await oldest.getByRole('link', { name: /Read More/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyTitle(0))
    // Every page walked, visited as every page is: axe, which needs JavaScript.
    for (const url of walked) await visit(url, { screenshots: url !== walked[0] })
  })

  test('a later page has its own title and canonical URL; page 1 is the list; missing pages are 404', async ({
    visit,
    request,
  }) => {
    const pages = Math.ceil((await totalPublished(request, 'stories')) / 100)
    const page = await visit('/allfeaturestories?page=2', { screenshots: false })
    await expect(page).toHaveTitle(/^All feature stories – page 2\b/)
    await expect(canonical(page)).toHaveAttribute('href', /\/allfeaturestories\?page=2$/)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/allfeaturestories\?page=2$/)
    await expect(pagesNav(page).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/allfeaturestories',
    )

    const first = await request.get('/allfeaturestories?page=1', { maxRedirects: 0 })
    expect(first.status()).toBe(308)
    const to = new URL(first.headers().location, 'http://site')
    expect(to.pathname + to.search).toBe('/allfeaturestories')

    await visit(`/allfeaturestories?page=${pages + 1}`, { status: 404, screenshots: false })
    await visit('/allfeaturestories?page=abc', { status: 404, screenshots: false })
    for (const url of [
      '/allfeaturestories?page=0',
      '/allfeaturestories?year=01',
      '/news?kind=gossip',
      '/news?page=999999',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404)
    }
  })

  test('a year’s stories have their own archive, linked with its count from the list', async ({
    noScript: page,
    visit,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/allfeaturestories')
    const years = (at: Page) => at.getByRole('navigation', { name: 'Feature stories by year' })
    await years(page)
      .getByRole('link', { name: `${YEAR} (${STORIES})` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/allfeaturestories\\?year=${YEAR}$`))
    await expect(page).toHaveTitle(new RegExp(`^Feature stories from ${YEAR}\\b`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Feature stories from ${YEAR}`)
    await expect(canonical(page)).toHaveAttribute('href', new RegExp(`/allfeaturestories\\?year=${YEAR}$`))
    await expect(page.getByTestId('story-card')).toHaveCount(STORIES)
    await expect(years(page).getByRole('link', { name: `${YEAR} (${STORIES})` })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Fits one page: no page links.
    await expect(pagesNav(page)).toHaveCount(0)
    await visit(`/allfeaturestories?year=${YEAR}`)
  })

  test('news pages on, each kind has its own pages, and a year its archive', async ({
    noScript: page,
    visit,
    request,
  }) => {
    test.setTimeout(180_000)
    const sports = await totalPublished(request, 'articles', '&where[kind][equals]=sports')
    const sportsRegion = () => page.getByRole('region', { name: 'Sports', exact: true })
    await page.goto('/news')
    // The first page keeps the spec's first 10 of each kind.
    await expect(sportsRegion().getByTestId('article-card')).toHaveCount(10)
    await pagesNav(page).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/news\?page=2$/)
    await expect(page).toHaveTitle(/^News and sports – page 2\b/)
    await expect(canonical(page)).toHaveAttribute('href', /\/news\?page=2$/)
    await expect(sportsRegion().getByTestId('article-card')).toHaveCount(Math.min(10, sports - 10))

    await sportsRegion().getByRole('link', { name: 'All sports articles' }).click()
    await expect(page).toHaveURL(/\/news\?kind=sports$/)
    await pagesNav(page).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/news\?kind=sports&page=2$/)
    await expect(page).toHaveTitle(/^Sports articles – page 2\b/)
    await expect(canonical(page)).toHaveAttribute('href', /\/news\?kind=sports&page=2$/)
    await expect(page.getByTestId('article-card')).toHaveCount(Math.min(10, sports - 10))
    for (const badge of await page.getByTestId('article-card').locator('.badge').allTextContents())
      expect(badge).toBe('Sports')

    await page.goto(`/news?year=${YEAR}`)
    await expect(page).toHaveTitle(new RegExp(`^News and sports from ${YEAR}\\b`))
    await expect(page.getByTestId('article-card')).toHaveCount(10)
    const year = page
      .getByRole('navigation', { name: 'News and sports by year' })
      .getByRole('link', { name: `${YEAR} (${SPORTS})` })
    await expect(year).toHaveAttribute('aria-current', 'page')
    await pagesNav(page).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(new RegExp(`/news\\?year=${YEAR}&page=2$`))
    await expect(page).toHaveTitle(new RegExp(`^News and sports from ${YEAR} – page 2\\b`))
    await expect(page.getByTestId('article-card')).toHaveCount(SPORTS - 10)
    await expect(year).toHaveAttribute('aria-current', 'true')

    for (const url of ['/news?page=2', '/news?kind=sports&page=2', `/news?year=${YEAR}`, `/news?year=${YEAR}&page=2`])
      await visit(url)
  })
})
