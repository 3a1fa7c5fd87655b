/**
 * Full-text site search on /keywordsearch (issue 19): text from MDX pages and other pages' own
 * components, programme requirements, stories, jobs and calendar events is found in the first
 * three results; a story published through the admin API is found on the next search, a draft and
 * a closed job are not; it works without JavaScript and suggests while typing with it; promoted
 * results come first; searches are counted for the report.
 */
import type { Page } from '@playwright/test'
import { adminAuth, EDITOR, signInToAdmin } from './admin-api'
import { expect, expectAccessible, lookAt, test } from './fixtures'

const search = (q: string, extra = '') => `/keywordsearch?keyword=${encodeURIComponent(q)}${extra}`

/** The addresses of the first `n` full-text results, in order. */
async function topResults(page: Page, n = 3): Promise<string[]> {
  const links = page.locator('#fulltext-heading ~ ol > li h3 a')
  const count = Math.min(await links.count(), n)
  const hrefs: string[] = []
  for (let i = 0; i < count; i++) hrefs.push((await links.nth(i).getAttribute('href')) ?? '')
  return hrefs
}

const lexical = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

test.describe('full-text search', () => {
  test('finds text from MDX pages, including what their components render, with typos', async ({ visit }) => {
    const cases: [string, string][] = [
      ['residence students follow their hall’s curfew', '/publicsafety'],
      // Rendered from a policy constant, not written in the MDX source.
      ['registration fee is one-time and non-refundable', '/tuitionfees'],
      ['tution refunds', '/tuitionfees'],
    ]
    for (const [query, path] of cases) {
      const page = await visit(search(query), { screenshots: query.startsWith('tution') })
      expect(await topResults(page), query).toContain(path)
    }
  })

  test('finds a programme by its requirements and a story by its text, highlighting the words', async ({ visit }) => {
    let page = await visit(search('Subjects related to Nursing are an advantage'), { screenshots: false })
    expect(
      (await topResults(page)).some((href) => href.startsWith('/undergrad?degree=') && href.includes('nursing')),
    ).toBe(true)

    page = await visit(search('perioperative nurse regional hospital'), { screenshots: true })
    const [first] = await topResults(page, 1)
    expect(first).toMatch(/^\/featurestory\?article=from-mandeville/)
    await expect(
      page.locator('#fulltext-heading ~ ol > li').first().locator('mark', { hasText: 'perioperative' }),
    ).toBeVisible()

    page = await visit(search('nursng'), { screenshots: false })
    const top = page.locator('#fulltext-heading ~ ol > li h3 a').first()
    await expect(top).toContainText('Nursing')
  })

  test('finds the text of a page without MDX, a job by its description on its own page, and a calendar event on its month', async ({
    visit,
    request,
  }) => {
    // Spec text drawn by the page's own component, not MDX.
    let page = await visit(search('polish your portfolio and grow your network'), { screenshots: false })
    expect(await topResults(page)).toContain('/careerservices')

    // The seeded Lecturer in Nursing post, by the duties its description names.
    page = await visit(search('medical-surgical community health nursing clinical practice'), { screenshots: false })
    const [job] = await topResults(page, 1)
    expect(job).toMatch(/^\/careers\/\d+$/)

    const headers = await adminAuth(request)
    const word = `capybaragala${Date.now().toString(36)}`
    const date = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()
    const created = await request.post('/api/calendar-events', {
      headers,
      data: { name: `The ${word}`, calendar: 'events', date },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      page = await visit(search(word), { screenshots: false })
      const [event] = await topResults(page, 1)
      expect(event).toMatch(/^\/eventscalendar\?month=\d{4}-\d{2}$/)
    } finally {
      await request.delete(`/api/calendar-events/${doc.id}`, { headers })
    }
  })

  test('filters by kind, and offers a spelling when nothing is found', async ({ visit }) => {
    let page = await visit(search('nursing'), { screenshots: false })
    const filters = page.getByRole('navigation', { name: 'Filter results by kind' })
    await filters.getByRole('link', { name: /^Stories/ }).click()
    await expect(page).toHaveURL(/kind=story/)
    const kinds = await page.locator('#fulltext-heading ~ ol > li > p:first-child').allTextContents()
    expect(kinds.length).toBeGreaterThan(0)
    expect(new Set(kinds)).toEqual(new Set(['Story']))

    page = await visit(search('scolarshpis'), { screenshots: true })
    await expect(page.getByText('We found nothing for “scolarshpis”.')).toBeVisible()
    await page.getByRole('link', { name: 'scholarships' }).click()
    await expect(page.getByRole('heading', { name: 'Search Results for: scholarships' })).toBeVisible()
    expect((await topResults(page)).length).toBeGreaterThan(0)
  })

  test('shows editors’ promoted results first, marked as recommended', async ({ visit }) => {
    const page = await visit(search('Fees'), { screenshots: false })
    const promoted = page.getByRole('region', { name: 'Recommended' })
    await expect(promoted.getByRole('link', { name: 'Tuition and Fees' })).toHaveAttribute('href', '/tuitionfees')
    // It comes before everything else in the results.
    const order = await page
      .locator('#search-results-heading ~ *')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-labelledby') ?? e.tagName))
    expect(order[0]).toBe('promoted-heading')
  })

  test('finds a story on the next search after it is published, and never a draft or a closed job', async ({
    page,
    request,
  }) => {
    const headers = await adminAuth(request)
    const stamp = Date.now().toString(36)
    const published = `quokkafest${stamp}`
    const draft = `wombatfair${stamp}`
    const [cover] = (
      (await (await request.get('/api/media?limit=1&depth=0&sort=id&where[alt][exists]=true', { headers })).json()) as {
        docs: { id: number }[]
      }
    ).docs
    const created: number[] = []
    try {
      for (const [word, status] of [
        [published, 'published'],
        [draft, 'draft'],
      ] as const) {
        const response = await request.post(`/api/stories${status === 'draft' ? '?draft=true' : ''}`, {
          headers,
          data: {
            title: `Search check ${word}`,
            slug: `search-check-${word}`,
            author: 'E2E',
            cover: cover.id,
            content: lexical(`A story about the ${word} on campus.`),
            _status: status,
          },
        })
        expect(response.ok(), await response.text()).toBe(true)
        created.push(((await response.json()) as { doc: { id: number } }).doc.id)
      }

      await page.goto(search(`${published} on campus`))
      expect(await topResults(page, 1)).toEqual([`/featurestory?article=search-check-${published}`])

      await page.goto(search(draft))
      await expect(page.getByText(`We found nothing for “${draft}”.`)).toBeVisible()
      await expect(page.locator(`a[href*="${draft}"]`)).toHaveCount(0)

      // The seed's Groundskeeper post closed three days ago; /careers does not list it, nor does search.
      await page.goto(search('Groundskeeper'))
      await expect(page.locator('#fulltext-heading ~ ol > li', { hasText: 'Groundskeeper' })).toHaveCount(0)
    } finally {
      for (const id of created) await request.delete(`/api/stories/${id}`, { headers })
    }
  })

  test('counts searches for the editors’ report, without personal data', async ({ page, request }) => {
    test.setTimeout(90_000)
    const word = `reportcheck${Date.now().toString(36)}`
    // An address of its own: the report counts only so many queries per address and day, and other specs search too.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.77' })
    await page.goto(search(`${word}  ZZQX`))
    await page.goto(search('someone@example.com'))
    const headers = await adminAuth(request)
    await expect
      .poll(
        async () => {
          const body = (await (
            await request.get(`/api/search-queries?where[query][equals]=${word}%20zzqx&depth=0`, { headers })
          ).json()) as {
            docs: { searches: number; misses: number }[]
          }
          return body.docs.map((d) => [d.searches, d.misses])
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toEqual([[1, 1]])
    const emails = (await (
      await request.get('/api/search-queries?where[query][contains]=example&depth=0', { headers })
    ).json()) as { totalDocs: number }
    expect(emails.totalDocs).toBe(0)
    // Visitors cannot read the report.
    expect((await request.get('/api/search-queries')).status()).toBe(403)

    // Editors read it in the admin, most frequent first.
    await signInToAdmin(page, EDITOR)
    await page.goto('/admin/collections/search-queries')
    await expect(page.getByRole('heading', { name: 'Search report' })).toBeVisible()
    await expect(page.getByText(`${word} zzqx`)).toBeVisible()
    await lookAt(page, { path: 'e2e/screenshots/admin_search-report-desktop.png', fullPage: true })
    await page.goto('/admin/collections/promoted-results')
    await page.getByRole('link', { name: 'Fees at enrolment' }).click()
    await expect(page.locator('[name="links.0.title"]')).toHaveValue('Tuition and Fees')
    await lookAt(page, { path: 'e2e/screenshots/admin_promoted-result-desktop.png', fullPage: true })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form submits and the results are in the server HTML', async ({ page }) => {
    await page.goto('/keywordsearch')
    await page.getByRole('combobox', { name: 'Keyword', exact: true }).fill('tuition refunds')
    await page.getByRole('combobox', { name: 'Keyword', exact: true }).press('Enter')
    await expect(page).toHaveURL(/keyword=tuition\+refunds/)
    await expect(page.getByRole('heading', { name: 'Search Results for: tuition refunds' })).toBeVisible()
    expect(await topResults(page)).toContain('/tuitionfees')
  })
})

test('suggests pages while typing, chosen with the keyboard', async ({ visit }) => {
  const page = await visit('/keywordsearch', { screenshots: false })
  const box = page.getByRole('combobox', { name: 'Keyword', exact: true })
  await box.pressSequentially('perioperat', { delay: 40 })
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list.getByRole('option').first()).toContainText('nursing graduate', { timeout: 15_000 })
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expectAccessible(page, 'suggestions open')
  await lookAt(page, { path: 'e2e/screenshots/keywordsearch_suggestions-desktop.png' })
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/featurestory\?article=from-mandeville/)
})
