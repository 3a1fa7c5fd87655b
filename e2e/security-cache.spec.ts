/**
 * What a probe of the running site checks about caches, quotas and scripts (issue 32, items 5–8
 * and 13): the draft-mode cookie alone neither skips the cache nor relaxes framing; unknown keys
 * leave nothing in the data cache or the outage fallback; suggestions and the search report are
 * bounded per client address; pages hydrate under the script policy, which allows each page's own
 * inline scripts by hash and refuses any other inline script and event-handler attributes. The e2e server trusts one proxy (TRUST_PROXY=1): requests name their client address
 * in X-Forwarded-For.
 */
import { request as newRequest, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import { SignJWT } from 'jose'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { config, DEVELOPMENT_SECRETS } from '../lib/config/site.mjs'
import { ADMIN, EDITOR, adminAuth, oneSignInAtATime, signInToAdmin } from './admin-api'
import { expect, test } from './fixtures'

const ADMISSIONS = { email: 'admissions@example.edu', password: ADMIN.password }
const baseURL = () => test.info().project.use.baseURL

/** A fresh API client with no cookies of its own, so each request says exactly which it sends. */
async function freshClient<T>(use: (client: APIRequestContext) => Promise<T>): Promise<T> {
  const client = await newRequest.newContext({ baseURL: baseURL() })
  try {
    return await use(client)
  } finally {
    await client.dispose()
  }
}

/** A Payload session token, as /admin's sign-in gives it. */
const sessionOf = (user: { email: string; password: string }) =>
  freshClient(async (client) => {
    const response = await oneSignInAtATime(() => client.post('/api/users/login', { data: user }))
    expect(response.ok(), `${user.email} signs in`).toBe(true)
    return ((await response.json()) as { token: string }).token
  })

/** The value of a cookie a response sets. */
const setCookie = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${name}=`))
    .map((h) => h.value.slice(name.length + 1).split(';')[0])[0]

const letters = (n = 10) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

test.describe('draft mode (item 5)', () => {
  const PAGE = '/allfeaturestories'
  let bypass: string
  let editorToken: string

  test.beforeAll(async () => {
    editorToken = await sessionOf(EDITOR)
    bypass = await freshClient(async (client) => {
      const preview = await client.get(`/api/preview?path=${encodeURIComponent(PAGE)}`, {
        headers: { Cookie: `payload-token=${editorToken}`, 'Sec-Fetch-Site': 'same-origin' },
        maxRedirects: 0,
      })
      expect(preview.status()).toBe(307)
      return setCookie(preview, '__prerender_bypass')
    })
    expect(bypass, 'the draft-mode cookie /api/preview sets').toMatch(/^[0-9a-f]{16,}$/)
  })

  const get = (cookie: string, frame = false) =>
    freshClient(async (client) => {
      // As a browser sends them: Payload takes a session cookie only with Sec-Fetch-Site (or Origin) of this site.
      const fetchMetadata = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': frame ? 'iframe' : 'document' }
      const response = await client.get(PAGE, { headers: { Cookie: cookie, ...fetchMetadata }, maxRedirects: 0 })
      expect(response.status()).toBe(200)
      return response.headers()
    })
  const frameAncestors = (headers: Record<string, string>) =>
    headers['content-security-policy'].match(/frame-ancestors [^;]+/)?.[0]

  test('the draft-mode cookie without an editor’s session is ignored: the page comes from the cache and may not be framed', async () => {
    const forged = await new SignJWT({ id: 1, collection: 'users', email: ADMIN.email, roles: ['admin'] })
      .setProtectedHeader({ alg: 'HS256', authVersion: 1, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(
        new TextEncoder().encode(
          createHash('sha256').update(DEVELOPMENT_SECRETS.PAYLOAD_SECRET).digest('hex').slice(0, 32),
        ),
      )
    const admissions = await sessionOf(ADMISSIONS)
    for (const cookie of [
      `__prerender_bypass=${bypass}`,
      `__prerender_bypass=${bypass}; payload-token=garbage`,
      `__prerender_bypass=${bypass}; payload-token=${forged}`,
      `__prerender_bypass=${bypass}; payload-token=${admissions}`,
      '__prerender_bypass=anything',
    ]) {
      const headers = await get(cookie, true)
      expect(headers['cache-control'], cookie).toMatch(/^s-maxage=/)
      expect(frameAncestors(headers), cookie).toBe("frame-ancestors 'none'")
      expect(headers['x-frame-options'], cookie).toBe('DENY')
    }
  })

  test('an editor’s preview is rendered afresh, and framed by the site only in a frame (the live preview pane)', async () => {
    const cookie = `__prerender_bypass=${bypass}; payload-token=${editorToken}`
    const framed = await get(cookie, true)
    expect(framed['cache-control']).toMatch(/no-store/)
    expect(frameAncestors(framed)).toBe("frame-ancestors 'self'")
    expect(framed['x-frame-options']).toBe('SAMEORIGIN')
    const tab = await get(cookie)
    expect(tab['cache-control']).toMatch(/no-store/)
    expect(frameAncestors(tab)).toBe("frame-ancestors 'none'")
  })

  test('the live preview pane still shows an editor’s preview: the site frames it, with its drafts bar', async ({
    page,
  }) => {
    await signInToAdmin(page, EDITOR)
    await page.evaluate(() => {
      const frame = document.createElement('iframe')
      frame.id = 'preview-probe'
      frame.src = '/api/preview?path=%2Fallfeaturestories'
      document.body.append(frame)
    })
    const pane = page.frameLocator('#preview-probe')
    await expect(pane.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
    await expect(pane.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible()
  })
})

test.describe('unknown keys (item 6)', () => {
  /** Where the running server keeps its data cache and last good results (its working directory is the standalone folder). */
  const serverDir = path.resolve(config.distDir, 'standalone')
  const stores = [
    path.join(serverDir, config.distDir, 'cache', 'fetch-cache'),
    path.join(serverDir, config.lastGoodDir),
  ]

  /** Every file under the stores that holds one of `words`, with the words it holds. */
  function filesHolding(words: string[]) {
    const found: string[] = []
    const walk = (dir: string) => {
      if (!existsSync(dir)) return
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name)
        if (statSync(file).isDirectory()) walk(file)
        else {
          const text = readFileSync(file, 'latin1')
          const held = words.filter((w) => text.includes(w))
          if (held.length) found.push(`${path.relative(serverDir, file)}: ${held.join(', ')}`)
        }
      }
    }
    for (const store of stores) walk(store)
    return found
  }

  test('a page, share card or calendar file asked for an unknown key keeps nothing for it in the data cache or for an outage', async ({
    request,
  }) => {
    const slugs = Array.from({ length: 3 }, () => `nosuch${letters()}`)
    const ids = Array.from({ length: 3 }, () => String(700_000_000 + Math.floor(Math.random() * 99_999_999)))
    for (const slug of slugs) {
      expect((await request.get(`/featurestory?article=${slug}`)).status()).toBe(404)
      expect((await request.get(`/share-card/story/${slug}`)).status()).toBe(404)
    }
    for (const id of ids) expect((await request.get(`/api/calendar/event/${id}.ics`)).status()).toBe(404)

    // A key that exists is kept, in the same places: the search below looks where it should.
    const story = (
      (await (await request.get('/api/stories?limit=1&depth=0&sort=-publishedAt')).json()) as {
        docs: { slug: string }[]
      }
    ).docs[0]
    expect((await request.get(`/share-card/story/${story.slug}`)).status()).toBe(200)
    await expect.poll(() => filesHolding([`stories:${story.slug}`]).length, { timeout: 10_000 }).toBeGreaterThan(0)

    // The cache is written after the answer is sent: give it the time a found key took.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(filesHolding([...slugs, ...ids.map((id) => `calendar:event\\u0000${id}`)])).toEqual([])
  })
})

test.describe('search suggestions (item 7)', () => {
  test('one address gets 120 suggestion requests a minute, then 429; other addresses are not held back', async ({
    request,
  }) => {
    const suggest = (address: string, q = 'nursing') =>
      request.get(`/api/search/suggest?q=${encodeURIComponent(q)}`, { headers: { 'X-Forwarded-For': address } })
    const address = '203.0.113.50'
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) statuses.push((await suggest(address)).status())
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true)
    expect(statuses[120]).toBe(429)
    // A word no page holds, repeated: looked up once, so it answers at once, with nothing.
    const other = await suggest('203.0.113.51', Array(33).fill('qz').join(' '))
    expect(other.status()).toBe(200)
    expect(((await other.json()) as { suggestions: unknown[] }).suggestions).toEqual([])
  })
})

test.describe('search report (item 8)', () => {
  test('a query counts once per address and day, and one address adds at most 20 queries', async ({ request }) => {
    test.setTimeout(180_000)
    const word = `probe${letters()}`
    const search = (q: string, address: string) =>
      request
        .get(`/keywordsearch?keyword=${encodeURIComponent(q)}`, { headers: { 'X-Forwarded-For': address } })
        .then((r) => expect(r.status()).toBe(200))
    for (let i = 0; i < 3; i++) await search(`${word} repeated`, '203.0.113.60')
    await search(`${word} repeated`, '203.0.113.61')
    for (let i = 0; i < 25; i++) await search(`${word} ${letters(6)}`, '203.0.113.62')

    const editor = await adminAuth(request, EDITOR)
    const rows = async () =>
      (
        (await (
          await request.get(`/api/search-queries?where[query][like]=${word}&limit=100&depth=0`, { headers: editor })
        ).json()) as {
          docs: { query: string; searches: number }[]
        }
      ).docs
    // Counts are written every 15 s.
    await expect
      .poll(async () => (await rows()).find((r) => r.query === `${word} repeated`)?.searches, {
        timeout: 60_000,
        intervals: [2_000],
      })
      .toBe(2)
    await expect.poll(async () => (await rows()).length, { timeout: 30_000, intervals: [2_000] }).toBe(21)
  })
})

test.describe('inline scripts (item 13)', () => {
  /** Collects the page's CSP violations from its first script on. */
  async function watchViolations(page: Page) {
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { violations: string[] }).violations = seen
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`))
    })
    return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations)
  }
  const hydrated = (page: Page) =>
    page.evaluate(() => Object.keys(document.querySelector('main')!).some((k) => k.startsWith('__reactFiber$')))

  test('pages hydrate under the policy without a violation, and injected markup cannot run an event handler', async ({
    page,
    visit,
  }) => {
    const violations = await watchViolations(page)
    await visit('/keywordsearch', { screenshots: false })
    const box = page.getByRole('combobox', { name: 'Keyword', exact: true })
    await box.pressSequentially('nursing', { delay: 40 })
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible({
      timeout: 15_000,
    })
    expect(await hydrated(page)).toBe(true)
    expect(await violations()).toEqual([])

    const ran = await page.evaluate(async () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img alt="" src="/no-such-image.png" onerror="window.injected = true">',
      )
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      return (window as unknown as { injected?: boolean }).injected === true
    })
    expect(ran).toBe(false)
    expect(await violations()).toEqual([expect.stringMatching(/^script-src-attr inline/)])
  })

  test('the admin runs under the same policy without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await signInToAdmin(page, EDITOR)
    await page.goto('/admin/collections/stories')
    await expect(page.getByRole('heading', { name: 'Feature stories' })).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('script-src allows each page’s own inline scripts by hash, not unsafe-inline, and the page stays cached', async ({
    page,
    request,
  }) => {
    // Next's data, Turbopack's chunk list, the cookie notice; React's instructions (/request_information
    // waits for a part of the page); a page rendered per request; the not-found page.
    for (const path of ['/', '/request_information', '/keywordsearch?keyword=nursing', '/no-such-page']) {
      const first = await request.get(path)
      const policy = first.headers()['content-security-policy']
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src '))!
      expect(scriptSrc, path).not.toContain("'unsafe-inline'")
      // The scripts a browser would run, as Chromium's own HTML parser reads the page.
      const inline = await page.evaluate(
        (html) =>
          [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script:not([src])')]
            .filter((s) => ['', 'module', 'text/javascript'].includes((s as HTMLScriptElement).type.toLowerCase()))
            .map((s) => s.textContent ?? ''),
        await first.text(),
      )
      expect(inline.length, path).toBeGreaterThan(2)
      for (const text of inline)
        expect(scriptSrc, `${path}: ${text.slice(0, 60)}`).toContain(
          `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
        )
      if (path !== '/' && path !== '/request_information') continue
      // Served again from Next's cache, with the same policy; a conditional request's 304 carries it too.
      const again = await request.get(path)
      expect(again.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/)
      expect(again.headers()['content-security-policy']).toBe(policy)
      const unchanged = await request.get(path, { headers: { 'If-None-Match': again.headers()['etag'] } })
      expect(unchanged.status()).toBe(304)
      expect(unchanged.headers()['content-security-policy']).toBe(policy)
    }
  })

  test('pages with React’s late parts and the not-found page hydrate under their policy without a violation', async ({
    page,
    visit,
  }) => {
    const violations = await watchViolations(page)
    for (const [path, status] of [
      ['/', 200],
      ['/request_information', 200],
      ['/no-such-page', 404],
    ] as const) {
      await visit(path, { firstVisit: true, screenshots: false, status })
      await expect.poll(() => hydrated(page), { message: path, timeout: 15_000 }).toBe(true)
      // The cookie notice's own inline script ran.
      await expect(page.locator('html')).toHaveAttribute('data-cookie-notice', 'due')
    }
    expect(await violations()).toEqual([])
  })

  test('a script injected into a page’s HTML does not run, even dressed as Next’s data, and the page still hydrates', async ({
    page,
    visit,
  }) => {
    await page.route('**/news', async (route) => {
      const response = await route.fetch()
      const injected = (await response.text()).replace(
        '</body>',
        '<script>window.injected=1</script><script>self.__next_f.push([1,""]);window.dressed=1</script></body>',
      )
      const headers = { ...response.headers() }
      delete headers['content-length']
      delete headers['content-encoding']
      await route.fulfill({ response, headers, body: injected })
    })
    const violations = await watchViolations(page)
    await visit('/news', { screenshots: false })
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true)
    const ran = await page.evaluate(() => {
      const w = window as unknown as { injected?: number; dressed?: number }
      return [w.injected, w.dressed]
    })
    expect(ran).toEqual([undefined, undefined])
    expect((await violations()).filter((v) => v.startsWith('script-src-elem inline'))).toHaveLength(2)
  })
})
