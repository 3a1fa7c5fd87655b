/**
 * What machines read: the not-found page as server HTML (JavaScript off), and the share card of
 * every page of the sitemap as an unfurler reads it (open-graph-scraper), with the pictures it
 * names fetched and measured (sharp reads the PNG/JPEG header), and editors' overrides reaching
 * the tags at once.
 */
import type { APIRequestContext } from '@playwright/test'
import ogs from 'open-graph-scraper'
import sharp from 'sharp'
import { ADMIN, adminAuth, signInToAdmin } from './admin-api'
import { expect, lookAt, test } from './fixtures'
import { readSitemap } from './sitemap'

const MISSING = [
  '/no-such-page',
  '/featurestory?article=no-such-story',
  '/news/no-such-article',
  '/undergrad?degree=no-such-programme',
  '/grad/no-such-programme',
  '/careers/999999',
]

async function unfurl(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  const { result, error } = await ogs({ html: await response.text() })
  expect(error, `open-graph-scraper on ${url}`).toBe(false)
  return { status: response.status(), result }
}

test.describe('the not-found page', () => {
  test.setTimeout(180_000)

  test('is server HTML in the page shell with status 404, lang, one noindex and the spec’s text', async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    try {
      for (const url of MISSING) {
        expect((await request.get(url)).status(), `status of ${url}`).toBe(404)
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(404)
        const html = page.locator('html')
        await expect(html, url).toHaveAttribute('lang', 'en')
        await expect(html, url).not.toHaveAttribute('id', '__next_error__')
        await expect(page.getByRole('heading', { level: 1 }), url).toHaveText('How did we get here')
        await expect(page.getByText('Seemed we need to take a step back :)'), url).toBeVisible()
        await expect(page.getByRole('link', { name: 'Back to the home page' }), url).toHaveAttribute('href', '/')
        // The shell: menu, Apply Now and footer.
        await expect(page.getByRole('banner'), url).toBeVisible()
        await expect(page.getByRole('contentinfo'), url).toBeVisible()
        await expect(page.getByRole('link', { name: /Apply Now/ }).first(), url).toBeVisible()
        const robots = await page
          .locator('meta[name="robots"]')
          .evaluateAll((metas) => metas.map((m) => m.getAttribute('content')))
        expect(
          robots.filter((content) => content?.includes('noindex')),
          `noindex on ${url}`,
        ).toHaveLength(1)
      }
    } finally {
      await context.close()
    }
  })

  // axe needs JavaScript, so the visits with it read the same pages with axe.
  test('shows the same in the browser', async ({ visit }) => {
    const page = await visit('/no-such-page', { status: 404 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How did we get here')
    const page2 = await visit('/featurestory?article=no-such-story', { status: 404, screenshots: false })
    await expect(page2.getByRole('heading', { level: 1 })).toHaveText('How did we get here')
    const page3 = await visit('/undergrad?degree=no-such-programme', { status: 404, screenshots: false })
    await expect(page3.getByRole('heading', { level: 1 })).toHaveText('How did we get here')
  })
})

test.describe('share cards', () => {
  test.setTimeout(600_000)

  test('every page of the sitemap, and the 404, unfurls with a picture, title, description, URL, site name, locale and a large card', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    const urls = (await readSitemap(request)).entries.map((e) => e.loc)
    expect(urls.length).toBeGreaterThan(100)
    const images = new Map<string, { width: number; height: number; page: string }>()
    for (const url of [...urls, `${origin}/no-such-page`]) {
      const { result } = await unfurl(request, url)
      const where = `share card of ${url}`
      expect(result.ogTitle, where).toBeTruthy()
      expect(result.ogDescription, where).toBeTruthy()
      expect(result.ogSiteName, where).toBe('Northern Caribbean University')
      expect(result.ogLocale, where).toBe('en_JM')
      expect(result.twitterCard, where).toBe('summary_large_image')
      expect(result.twitterTitle, where).toBe(result.ogTitle)
      if (!url.endsWith('/no-such-page')) expect(new URL(result.ogUrl!).href, where).toBe(new URL(url).href)
      expect(result.ogImage, where).toHaveLength(1)
      const [image] = result.ogImage!
      expect(new URL(image.url).origin, where).toBe(origin)
      expect(Number(image.width), where).toBeGreaterThan(0)
      expect(Number(image.height), where).toBeGreaterThan(0)
      expect(image.alt, where).toBeTruthy()
      expect(result.twitterImage?.[0]?.url, where).toBe(image.url)
      expect(result.twitterImage?.[0]?.alt, where).toBe(image.alt)
      images.set(image.url, { width: Number(image.width), height: Number(image.height), page: url })
    }
    // Every picture named is there, at the size the tags declare.
    for (const [url, declared] of images) {
      const response = await request.get(url)
      expect(response.status(), `${url} (from ${declared.page})`).toBe(200)
      const meta = await sharp(await response.body()).metadata()
      expect({ width: meta.width, height: meta.height }, `${url} (from ${declared.page})`).toEqual({
        width: declared.width,
        height: declared.height,
      })
    }
    // Editors' pictures are served at card size too.
    expect([...images.keys()].some((url) => url.includes('/api/media/file/') && url.includes('1200x630'))).toBe(true)
  })

  test('a generated picture is a 1200x630 PNG, cached like the page', async ({ request }) => {
    const { result } = await unfurl(request, '/careers')
    const url = result.ogImage![0].url
    expect(new URL(url).pathname).toBe('/share-card/page/careers')
    const first = await request.get(url)
    expect(first.headers()['content-type']).toBe('image/png')
    const meta = await sharp(await first.body()).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 })
    const again = await request.get(url)
    expect(again.headers()['x-nextjs-cache'], 'served from the cache, not drawn again').toMatch(/HIT|STALE/)
    expect((await request.get('/share-card/page/no-such-page')).status()).toBe(404)
    expect((await request.get('/share-card/story/no-such-story')).status()).toBe(404)
  })

  test('an override saved in the admin changes the page’s title, description and share tags at once', async ({
    request,
  }) => {
    const headers = await adminAuth(request)
    const title = `Work with us ${Date.now()}`
    const description = 'Open positions for lecturers, staff and technicians, with how to apply.'
    const created = await request.post('/api/page-seo', {
      headers,
      data: { path: '/careers', meta: { title, description } },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      const { result } = await unfurl(request, '/careers')
      expect(result.ogTitle).toBe(title)
      expect(result.ogDescription).toBe(description)
      expect(result.twitterTitle).toBe(title)
      expect(result.dcTitle ?? (await (await request.get('/careers')).text())).toContain(title)
      // A path that is no page of the site is refused with the field's message.
      const refused = await request.post('/api/page-seo', {
        headers,
        data: { path: '/no-such-page', meta: { title: 'x' } },
      })
      expect(refused.status()).toBe(400)
      expect(JSON.stringify(await refused.json())).toContain('Not a page of the site')
    } finally {
      await request.delete(`/api/page-seo/${doc.id}`, { headers })
    }
    const { result } = await unfurl(request, '/careers')
    expect(result.ogTitle).toBe('Careers')

    // A record's own override: a story's share title.
    const [story] = (
      (await (
        await request.get('/api/stories?where[_status][equals]=published&limit=1&depth=0', { headers })
      ).json()) as {
        docs: { id: number; slug: string; title: string; meta?: Record<string, unknown> }[]
      }
    ).docs
    const storyUrl = `/featurestory?article=${story.slug}`
    const shareTitle = `Shared: ${story.title} ${Date.now()}`
    expect(
      (
        await request.patch(`/api/stories/${story.id}`, {
          headers,
          data: { meta: { ...story.meta, title: shareTitle } },
        })
      ).status(),
    ).toBe(200)
    try {
      expect((await unfurl(request, storyUrl)).result.ogTitle).toBe(shareTitle)
    } finally {
      await request.patch(`/api/stories/${story.id}`, {
        headers,
        data: { meta: { ...story.meta, title: story.meta?.title ?? null } },
      })
    }

    // A job's override reaches its own page.
    const [job] = (
      (await (
        await request.get(
          `/api/jobs?where[_status][equals]=published&where[closingDate][greater_than]=${new Date().toISOString()}&limit=1&depth=0`,
          {
            headers,
          },
        )
      ).json()) as { docs: { id: number; title: string; meta?: Record<string, unknown> }[] }
    ).docs
    const jobTitle = `Join us: ${job.title} ${Date.now()}`
    expect(
      (
        await request.patch(`/api/jobs/${job.id}`, { headers, data: { meta: { ...job.meta, title: jobTitle } } })
      ).status(),
    ).toBe(200)
    try {
      expect((await unfurl(request, `/careers/${job.id}`)).result.ogTitle).toBe(jobTitle)
    } finally {
      await request.patch(`/api/jobs/${job.id}`, {
        headers,
        data: { meta: { ...job.meta, title: job.meta?.title ?? null } },
      })
    }
  })

  test('the admin previews the search result and the share card beside the fields', async ({ page, request }) => {
    const headers = await adminAuth(request)
    const [override] = (
      (await (await request.get('/api/page-seo?where[path][equals]=/tuitionfees&depth=0', { headers })).json()) as {
        docs: { id: number }[]
      }
    ).docs
    await signInToAdmin(page, ADMIN)
    await page.goto(`/admin/collections/page-seo/${override.id}`)
    const preview = page.getByTestId('share-card-preview')
    await expect(preview).toContainText('Tuition and Fees 2024-2025')
    await page.locator('#field-meta__title').fill('Fees for the coming year')
    await expect(preview).toContainText('Fees for the coming year')
    await expect(page.getByText('Fees for the coming year').first()).toBeVisible()
    await lookAt(page, { path: 'e2e/screenshots/admin-page-seo-desktop.png', fullPage: true })
  })
})
