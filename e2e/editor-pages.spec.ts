/**
 * Pages editors compose (issue 38, item 2): an editor makes a page from blocks through the REST
 * API, publishes it, and it is live on the next request with its blocks, canonical link, share
 * card, FAQPage data, a place in the sitemap and in site search; an address the site owns is
 * refused with a field error; a new address answers the old one with a 308; a draft stays hidden.
 * The seeded page is checked as a visitor sees it (axe at both widths) and the admin's edit view
 * is photographed.
 */
import type { APIRequestContext } from '@playwright/test'
import ogs from 'open-graph-scraper'
import { adminAuth, EDITOR, signInToAdmin } from './admin-api'
import { expect, expectAccessible, lookAt, test, WIDTHS } from './fixtures'
import { readSitemap } from './sitemap'
import { lexical } from '../lib/cms/seed/lexical'

type FieldError = { path: string; message: string }
type Errors = { errors: { data?: { errors?: FieldError[] } }[] }

/** A word no seeded page holds, so site search finds only the page made here. */
const unique = () => `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

function pageData(path: string, word: string, status: 'published' | 'draft' = 'published') {
  return {
    title: `Open day ${word}`,
    path,
    description: `Visit the campus and meet the lecturers (${word}).`,
    layout: [
      { blockType: 'richText', content: lexical(`Tours leave the library every hour; say ${word} at the desk.`) },
      {
        blockType: 'faq',
        items: [{ question: 'Do I need to book?', answer: lexical('No: come when it suits you.') }],
      },
      {
        blockType: 'callToAction',
        heading: 'Ready to apply?',
        linkLabel: 'Request information',
        linkUrl: '/request_information',
      },
    ],
    _status: status,
  }
}

async function createPage(request: APIRequestContext, headers: Record<string, string>, data: object, draft = false) {
  return request.post(`/api/pages${draft ? '?draft=true' : ''}`, { headers, data })
}

const fieldErrors = async (response: Awaited<ReturnType<APIRequestContext['post']>>) =>
  ((await response.json()) as Errors).errors.flatMap((e) => e.data?.errors ?? [])

test.describe('pages editors compose', () => {
  test.setTimeout(180_000)

  test('the seeded Homecoming page shows every block, accessible at phone and desktop widths', async ({ visit }) => {
    const page = await visit('/homecoming-2027')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome home: Homecoming 2027')
    await expect(page.locator('img').first()).toBeVisible()
    await expect(page.locator('table caption')).toHaveText('Homecoming 2027 weekend programme')
    await expect(page.getByRole('link', { name: 'Feature stories' })).toHaveAttribute('href', '/allfeaturestories')
    await page.getByText('Where can I park?').click()
    await expect(page.getByText(/Parking is on the lower campus/)).toBeVisible()
    await expect(page.getByRole('link', { name: /Brochure/i })).toHaveAttribute('href', /\/api\/documents\//)
    await expect(page.getByRole('link', { name: 'Give to your class gift' })).toHaveAttribute('href', '/giving')
    for (const width of Object.values(WIDTHS)) {
      await page.setViewportSize({ width, height: 844 })
      await expectAccessible(page, `/homecoming-2027 at ${width}px`)
    }
  })

  test('a page published through the API is live on the next request, with share card, FAQPage data, sitemap and search', async ({
    request,
    page,
  }) => {
    const headers = await adminAuth(request, EDITOR)
    const word = unique()
    const path = `/open-day-${word}`
    expect((await request.get(path)).status()).toBe(404)
    const created = await createPage(request, headers, pageData(path, word))
    expect(created.status(), await created.text()).toBe(201)

    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`Tours leave the library every hour; say ${word} at the desk.`)
    expect(html).toContain('Ready to apply?')
    // The DOM reads the canonical link; open-graph-scraper reads the share card and the JSON-LD as an unfurler does.
    await page.goto(path)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(path)
    const { result, error } = await ogs({ html })
    expect(error).toBe(false)
    expect(result.ogTitle).toContain(`Open day ${word}`)
    expect(result.ogDescription).toBe(`Visit the campus and meet the lecturers (${word}).`)
    expect(new URL(result.ogUrl!).pathname).toBe(path)
    // Without a hero picture the share card is the generated one: the page's title on the crest.
    const picture = await request.get(new URL(result.ogImage![0].url).pathname)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/png')
    const faq = (result.jsonLD as Record<string, unknown>[] | undefined)?.find(
      (node) => node['@type'] === 'FAQPage',
    ) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined
    expect(faq?.mainEntity).toEqual([
      expect.objectContaining({
        name: 'Do I need to book?',
        acceptedAnswer: expect.objectContaining({ text: 'No: come when it suits you.' }),
      }),
    ])

    const entry = (await readSitemap(request)).entries.find((e) => new URL(e.loc).pathname === path)
    expect(entry, `${path} in the sitemap`).toBeTruthy()
    expect(Date.parse(entry!.lastmod ?? '')).toBeGreaterThan(Date.now() - 10 * 60_000)

    await expect
      .poll(
        async () => {
          const found = await request.get(`/keywordsearch?keyword=${word}`)
          return (await found.text()).includes(`href="${path}"`)
        },
        { timeout: 30_000, message: `site search finds ${word}` },
      )
      .toBe(true)
  })

  test('an address the site owns is refused with the reason, and nothing is stored', async ({ request }) => {
    const headers = await adminAuth(request, EDITOR)
    for (const [path, reason] of [
      ['/tuitionfees', /is at \/tuitionfees/],
      ['/news/campus-news', /news or sports article/],
      ['/admin/pages', /reserved/],
      ['/Open-Day', /lower-case/],
    ] as const) {
      const response = await createPage(request, headers, pageData(path, unique()))
      expect(response.status(), path).toBe(400)
      const errors = await fieldErrors(response)
      expect(errors.find((e) => e.path === 'path')?.message, path).toMatch(reason)
    }
    const stored = await request.get('/api/pages?where[path][equals]=/tuitionfees&depth=0', { headers })
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })

  test('changing a published page’s address answers the old one with a 308', async ({ request }) => {
    const headers = await adminAuth(request, EDITOR)
    const word = unique()
    const created = await createPage(request, headers, pageData(`/reunion-${word}`, word))
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    expect((await request.get(`/reunion-${word}`)).status()).toBe(200)
    const moved = await request.patch(`/api/pages/${doc.id}`, {
      headers,
      data: { path: `/alumni-reunion-${word}`, _status: 'published' },
    })
    expect(moved.status(), await moved.text()).toBe(200)
    const old = await request.get(`/reunion-${word}`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(
      old
        .headers()
        ['location']?.split(', ')[0]
        .replace(/^https?:\/\/[^/]+/, ''),
    ).toBe(`/alumni-reunion-${word}`)
    expect((await request.get(`/alumni-reunion-${word}`)).status()).toBe(200)
  })

  test('a draft is not on the site for visitors', async ({ request, playwright, baseURL }) => {
    const headers = await adminAuth(request, EDITOR)
    const word = unique()
    const path = `/draft-${word}`
    const created = await createPage(request, headers, pageData(path, word, 'draft'), true)
    expect(created.status(), await created.text()).toBe(201)
    // A visitor: a context of its own, without the editor's sign-in cookie.
    const visitor = await playwright.request.newContext({ baseURL })
    try {
      expect((await visitor.get(path)).status()).toBe(404)
      const listed = await visitor.get(`/api/pages?where[path][equals]=${path}`)
      expect(listed.status()).toBe(200)
      expect(((await listed.json()) as { totalDocs: number }).totalDocs).toBe(0)
    } finally {
      await visitor.dispose()
    }
    const own = await request.get(`/api/pages?where[path][equals]=${path}&draft=true`, { headers })
    expect(((await own.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })

  test('the admin edit view of the seeded page', async ({ page, request }) => {
    const headers = await adminAuth(request)
    const found = (await (
      await request.get('/api/pages?where[path][equals]=/homecoming-2027&depth=0', { headers })
    ).json()) as {
      docs: { id: number }[]
    }
    await signInToAdmin(page)
    for (const [label, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/admin/collections/pages/${found.docs[0].id}`)
      await expect(page.getByRole('textbox', { name: /Address/ })).toHaveValue('/homecoming-2027')
      await lookAt(page, { path: `e2e/screenshots/admin_pages_edit-${label}.png`, fullPage: true })
    }
  })
})
