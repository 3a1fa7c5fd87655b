/**
 * Links never break, and checks before publishing: a renamed story's, news article's or
 * programme's old addresses answer 308 to the new one, a redirect saved in the admin is followed on the next request, loops and chains are
 * refused beside the field, anonymous callers write no redirect, a picture without a text
 * alternative refuses publishing (a draft still saves), and the link report lists a broken link.
 */
import type { APIRequestContext } from '@playwright/test'
import { ADMIN, adminAuth, EDITOR, signInToAdmin } from './admin-api'
import { expect, expectAccessible, lookAt, test } from './fixtures'

type Doc = Record<string, unknown> & { id: number }
type Errors = { errors: { data?: { errors?: { path: string; message: string }[] } }[] }

/** A 4×4 PNG (sharp reads it; nothing is downloaded). */
// A valid 4 × 4 PNG: every upload goes through sharp now (the share-card size).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4Y2wMRwzEcQD7ExMhwLzAsQAAAABJRU5ErkJggg==',
  'base64',
)

const fieldErrors = async (response: Awaited<ReturnType<APIRequestContext['post']>>) =>
  ((await response.json()) as Errors).errors
    .flatMap((e) => e.data?.errors ?? [])
    .map((e) => ({ path: e.path, message: e.message }))

/**
 * The status and Location of a request, redirects not followed. On the request that renders a
 * redirect Next writes Location twice, with the same value (browsers follow it; Playwright joins
 * the two with ", "): each copy must name the target.
 */
async function noFollow(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  const copies = (response.headers()['location'] ?? '').split(', ')
  expect(new Set(copies).size, `one target in ${copies.join(' | ')}`).toBe(1)
  return { status: response.status(), location: copies[0] }
}

const pathOf = (location: string) => location.replace(/^https?:\/\/[^/]+/, '')

test.describe('links never break', () => {
  test('a renamed story answers 308 from its old addresses, and renaming it back leaves no loop', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const headers = await adminAuth(request, EDITOR)
    const list = (await (
      await request.get('/api/stories?where[_status][equals]=published&sort=-publishedAt&limit=1&depth=0', { headers })
    ).json()) as {
      docs: Doc[]
    }
    const story = list.docs[0]
    const oldSlug = String(story.slug)
    const newSlug = `${oldSlug}-renamed-${Date.now()}`
    const rename = (slug: string) =>
      request.patch(`/api/stories/${story.id}`, { headers, data: { slug, _status: 'published' } })

    // The old page is cached first, so only the save can change what it answers.
    expect((await request.get(`/featurestory?article=${oldSlug}`)).status()).toBe(200)
    expect((await rename(newSlug)).status()).toBe(200)
    try {
      const viaQuery = await noFollow(request, `/featurestory?article=${oldSlug}`)
      expect(viaQuery.status).toBe(308)
      expect(pathOf(viaQuery.location)).toBe(`/featurestory?article=${newSlug}`)
      const viaPath = await noFollow(request, `/featurestory/${oldSlug}`)
      expect(viaPath.status).toBe(308)
      const landed = await request.get(`/featurestory?article=${oldSlug}`)
      expect(landed.status()).toBe(200)
      expect(landed.url()).toContain(`article=${newSlug}`)
      expect(await landed.text()).toContain(String(story.title))
    } finally {
      expect((await rename(oldSlug)).status()).toBe(200)
    }
    // Back under its first name: the page answers again, and the new name leads back to it.
    expect((await noFollow(request, `/featurestory?article=${oldSlug}`)).status).toBe(200)
    const back = await noFollow(request, `/featurestory?article=${newSlug}`)
    expect(back.status).toBe(308)
    expect(pathOf(back.location)).toBe(`/featurestory?article=${oldSlug}`)
  })

  test('a renamed news article and a renamed programme answer 308 from their old addresses', async ({ request }) => {
    test.setTimeout(120_000)
    const headers = await adminAuth(request, EDITOR)
    const stamp = Date.now()
    const [model] = (
      (await (
        await request.get('/api/articles?where[_status][equals]=published&limit=1&depth=0', { headers })
      ).json()) as { docs: Doc[] }
    ).docs
    // Records of their own, so no other spec's page changes address under it.
    const cases = [
      {
        collection: 'articles',
        data: {
          title: `Renamed article ${stamp}`,
          kind: 'news',
          cover: model.cover,
          writer: model.writer,
          paragraphs: [{ text: 'An article of the redirects test.' }],
        },
        url: (slug: string) => `/news/${slug}`,
      },
      {
        collection: 'programmes',
        data: { name: `Renamed programme ${stamp}`, kind: 'undergraduate' },
        url: (slug: string) => `/undergrad?degree=${slug}`,
      },
    ]
    for (const { collection, data, url } of cases) {
      const oldSlug = `renamed-${collection}-${stamp}`
      const newSlug = `${oldSlug}-new`
      const created = await request.post(`/api/${collection}`, {
        headers,
        data: { ...data, slug: oldSlug, _status: 'published' },
      })
      expect(created.status(), await created.text()).toBe(201)
      const { doc } = (await created.json()) as { doc: Doc }
      try {
        // The old page is cached first, so only the save can change what it answers.
        expect((await request.get(url(oldSlug))).status()).toBe(200)
        expect(
          (
            await request.patch(`/api/${collection}/${doc.id}`, {
              headers,
              data: { slug: newSlug, _status: 'published' },
            })
          ).status(),
        ).toBe(200)
        const answer = await noFollow(request, url(oldSlug))
        expect(answer.status, url(oldSlug)).toBe(308)
        expect(pathOf(answer.location)).toBe(url(newSlug))
        expect((await request.get(url(oldSlug))).status()).toBe(200)
      } finally {
        await request.delete(`/api/${collection}/${doc.id}`, { headers })
        const made = (await (
          await request.get(`/api/redirects?where[to][equals]=${encodeURIComponent(url(newSlug))}&depth=0`, { headers })
        ).json()) as {
          docs: Doc[]
        }
        for (const redirect of made.docs) await request.delete(`/api/redirects/${redirect.id}`, { headers })
      }
    }
  })

  test('a redirect added in the admin is followed on the next request', async ({ page, request }) => {
    test.setTimeout(120_000)
    const from = `/spring-open-day-${Date.now()}`
    expect((await noFollow(request, from)).status).toBe(404)
    await signInToAdmin(page, EDITOR)
    await page.goto('/admin/collections/redirects/create')
    await page.getByLabel('Old address').fill(from)
    await page.getByLabel('Leads to').fill('/arrangevisit')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })
    const answer = await noFollow(request, from)
    expect(answer.status).toBe(308)
    expect(pathOf(answer.location)).toBe('/arrangevisit')
  })

  test('a loop is refused with a message beside the field', async ({ page }) => {
    test.setTimeout(120_000)
    await signInToAdmin(page, EDITOR)
    await page.goto('/admin/collections/redirects/create')
    await page.getByLabel('Old address').fill('/featurestory?article=circle')
    await page.getByLabel('Leads to').fill('/featurestory/circle')
    const save = page.getByRole('button', { name: 'Save' })
    const message = page
      .locator('.field-type')
      .filter({ has: page.getByLabel('Leads to') })
      .getByText('A redirect cannot lead to its own address (a loop).')
    await save.click()
    // The first save is refused at once, and the editor told so.
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('The following field is invalid'),
    ).toBeVisible({ timeout: 20_000 })
    // The form sends its state to the server as it is typed into, and Payload merges an answer
    // still on its way over the save's field errors: on a busy machine the message beside the
    // field can go before it is seen, and the editor, told by the toast, saves again.
    await expect(async () => {
      if (!(await message.isVisible())) await save.click()
      await expect(message).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
    await lookAt(page, { path: 'e2e/screenshots/admin_redirect-loop-desktop.png', fullPage: true })
  })

  test('loops and chains are refused through the API, and anonymous callers write no redirect', async ({ request }) => {
    const headers = await adminAuth(request, ADMIN)
    const loop = await request.post('/api/redirects', {
      headers,
      data: { from: '/generaladmission-old', to: '/generaladmission-old/' },
    })
    expect(loop.status()).toBe(400)
    expect(await fieldErrors(loop)).toEqual([
      { path: 'to', message: 'A redirect cannot lead to its own address (a loop).' },
    ])
    // The seed has /admissions → /generaladmission: leading to /admissions would chain.
    const chain = await request.post('/api/redirects', { headers, data: { from: '/admission', to: '/admissions' } })
    expect(chain.status()).toBe(400)
    expect((await fieldErrors(chain)).map((e) => e.path)).toEqual(['to'])
    const anonymous = await request.post('/api/redirects', { data: { from: '/anon', to: 'https://elsewhere.example' } })
    expect(anonymous.status()).toBe(403)
    expect((await request.get('/api/redirects')).status()).toBe(403)
    expect((await noFollow(request, '/anon')).status).toBe(404)
  })

  test('a temporary redirect to another site answers 307', async ({ request }) => {
    const headers = await adminAuth(request, ADMIN)
    const from = `/library-${Date.now()}`
    const saved = await request.post('/api/redirects', {
      headers,
      data: { from, to: 'https://library.example.edu/catalogue', type: 'temporary' },
    })
    expect(saved.status()).toBe(201)
    const answer = await noFollow(request, from)
    expect(answer).toEqual({ status: 307, location: 'https://library.example.edu/catalogue' })
  })
})

test.describe('checks before publishing', () => {
  test('a story whose picture has no text alternative is refused on publish, beside the field, and saves as a draft', async ({
    request,
  }) => {
    const headers = await adminAuth(request, EDITOR)
    const upload = await request.post('/api/media', {
      headers,
      multipart: {
        file: { name: `no-alt-${Date.now()}.png`, mimeType: 'image/png', buffer: PNG },
        _payload: JSON.stringify({}),
      },
    })
    expect(upload.status()).toBe(201)
    const picture = ((await upload.json()) as { doc: Doc }).doc
    const list = (await (
      await request.get('/api/stories?where[_status][equals]=published&limit=1&depth=0', { headers })
    ).json()) as { docs: Doc[] }
    const story = list.docs[0]
    const refused = await request.patch(`/api/stories/${story.id}`, {
      headers,
      data: { cover: picture.id, _status: 'published' },
    })
    expect(refused.status()).toBe(400)
    const errors = await fieldErrors(refused)
    expect(errors.map((e) => e.path)).toEqual(['cover'])
    expect(errors[0].message).toMatch(/no text alternative/)
    // The published story is unchanged.
    expect(await (await request.get(`/featurestory?article=${story.slug}`)).text()).not.toContain(
      String(picture.filename),
    )

    const draft = await request.patch(`/api/stories/${story.id}?draft=true`, {
      headers,
      data: { cover: picture.id, _status: 'draft' },
    })
    expect(draft.status()).toBe(200)
    // Publish the story as it was, so the draft leaves nothing behind.
    expect(
      (
        await request.patch(`/api/stories/${story.id}`, { headers, data: { cover: story.cover, _status: 'published' } })
      ).status(),
    ).toBe(200)
  })

  test('a page’s share picture without a text alternative is refused beside the field', async ({ request }) => {
    const headers = await adminAuth(request, EDITOR)
    const upload = await request.post('/api/media', {
      headers,
      multipart: {
        file: { name: `no-alt-share-${Date.now()}.png`, mimeType: 'image/png', buffer: PNG },
        _payload: JSON.stringify({}),
      },
    })
    expect(upload.status()).toBe(201)
    const picture = ((await upload.json()) as { doc: Doc }).doc
    const refused = await request.post('/api/page-seo', {
      headers,
      data: { path: '/campusliving', meta: { image: picture.id } },
    })
    if (refused.status() === 201)
      await request.delete(`/api/page-seo/${((await refused.json()) as { doc: Doc }).doc.id}`, { headers })
    expect(refused.status()).toBe(400)
    expect((await fieldErrors(refused)).map((e) => e.path)).toEqual(['meta.image'])
  })

  test('a link to a page that does not exist is refused on publish', async ({ request }) => {
    const headers = await adminAuth(request, EDITOR)
    const [job] = ((await (await request.get('/api/jobs?limit=1&depth=0', { headers })).json()) as { docs: Doc[] }).docs
    const refused = await request.patch(`/api/jobs/${job.id}`, {
      headers,
      data: { descriptionUrl: '/no-such-page-at-all' },
    })
    expect(refused.status()).toBe(400)
    expect(await fieldErrors(refused)).toEqual([
      {
        path: 'descriptionUrl',
        message: 'The link to /no-such-page-at-all leads nowhere: no page at /no-such-page-at-all.',
      },
    ])
  })

  test('the link report lists a broken link with where it is', async ({ page, request }) => {
    test.setTimeout(120_000)
    const headers = await adminAuth(request, EDITOR)
    const [cover] = (
      (await (await request.get('/api/media?limit=1&depth=0&sort=id&where[alt][exists]=true', { headers })).json()) as {
        docs: Doc[]
      }
    ).docs
    const title = `Link report probe ${Date.now()}`
    const link = {
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', url: '/featurestory?article=no-such-story' },
      children: [{ type: 'text', text: 'an old story', version: 1 }],
    }
    const content = {
      root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [link] }] },
    }
    const created = await request.post('/api/stories?draft=true', {
      headers,
      data: { title, author: 'Probe', cover: cover.id, content, _status: 'draft' },
    })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { doc: Doc }).doc.id
    try {
      await signInToAdmin(page, EDITOR)
      await page.goto('/admin/link-report')
      await expect(page.getByRole('heading', { name: 'Link report' })).toBeVisible()
      const row = page.getByTestId('link-report').getByRole('row').filter({ hasText: title })
      await expect(row).toContainText('content')
      await expect(row).toContainText('no feature story "no-such-story"')
      await expect(row.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
        'href',
        `/admin/collections/stories/${id}`,
      )
      await lookAt(page, { path: 'e2e/screenshots/admin_link-report-desktop.png', fullPage: true })
      await expectAccessible(page, '/admin/link-report')

      // The form's sidebar shows the same checks as the editor types.
      await page.goto(`/admin/collections/stories/${id}`)
      const panel = page.getByTestId('publishing-checks')
      await expect(panel).toContainText('Checks before publishing')
      // Typed again until the form takes it in: a field can start after the page has, and what was
      // typed before is in the box but not in the form (cleared first: the same text again is no change).
      const titleField = page.getByLabel('Title').first()
      await expect(async () => {
        await titleField.fill('')
        await titleField.fill(`${title} ${'and a title far too long for search engines '.repeat(2)}`)
        await expect(panel).toContainText('search engines show about 60', { timeout: 5_000 })
      }).toPass({ timeout: 60_000 })
      await lookAt(page, { path: 'e2e/screenshots/admin_publishing-checks-desktop.png', fullPage: true })
    } finally {
      await request.delete(`/api/stories/${id}`, { headers })
    }
  })
})
