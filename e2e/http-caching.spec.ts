import {
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
} from '@playwright/test'
import sharp from 'sharp'
import { adminAuth, EDITOR } from './admin-api'
import { expect, expectAccessible, test } from './fixtures'

/**
 * Every kind of file the site serves besides its pages answers like a static file: validators on
 * the first answer, 304 with no body to a request that has them, HEAD like GET without the body.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable'
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://x')
  return pathname + search
}

/** A story page and the versioned addresses it emits: its share picture and its cover as next/image asks for it. */
async function storyWithPicture(request: APIRequestContext) {
  const stories = (await (await request.get('/api/stories?limit=1&depth=0')).json()) as {
    docs: { slug: string; cover: number }[]
  }
  const story = stories.docs[0]
  return { path: `/featurestory?article=${encodeURIComponent(story.slug)}`, cover: story.cover }
}

/**
 * A spec running beside this one may change what a generated file lists between two of its requests
 * (archives.spec publishes stories, and the feeds and sitemaps change with them); the answer to the
 * old ETag is then rightly a 200 with a new ETag. The checks run again only then (for up to
 * half a minute); any other failure fails at once.
 */
const CHANGED_MEANWHILE = Symbol('changed meanwhile')

async function expectValidated(request: APIRequestContext, path: string, options: { lastModified?: boolean } = {}) {
  // archives.spec publishes a hundred stories one after another: the feeds can change for as long.
  const deadline = Date.now() + 30_000
  for (;;) {
    const validated = await validatedOnce(request, path, options)
    if (validated !== CHANGED_MEANWHILE) return validated
    expect(Date.now(), `${path} kept changing between two requests for half a minute`).toBeLessThan(deadline)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** An answer that is a whole new version of the file: another ETag than the one first read. */
const isNewVersion = (answer: APIResponse, etag: string) => answer.status() === 200 && answer.headers()['etag'] !== etag

async function validatedOnce(request: APIRequestContext, path: string, { lastModified = false }) {
  const first = await request.get(path, { maxRedirects: 0 })
  expect(first.status(), path).toBe(200)
  const body = await first.body()
  expect(body.length, path).toBeGreaterThan(0)
  const etag = first.headers()['etag']
  expect(etag, `${path} has an ETag`).toMatch(/^(W\/)?"[^"]+"$/)
  if (lastModified) expect(Date.parse(first.headers()['last-modified']), path).not.toBeNaN()

  const again = await request.get(path, { headers: { 'If-None-Match': etag }, maxRedirects: 0 })
  if (isNewVersion(again, etag)) return CHANGED_MEANWHILE
  expect(again.status(), `${path} conditional GET`).toBe(304)
  expect((await again.body()).length, path).toBe(0)
  expect(again.headers()['etag'], path).toBe(etag)
  if (lastModified) {
    const since = await request.get(path, {
      headers: { 'If-Modified-Since': first.headers()['last-modified'] },
      maxRedirects: 0,
    })
    if (isNewVersion(since, etag)) return CHANGED_MEANWHILE
    expect(since.status(), `${path} If-Modified-Since`).toBe(304)
  }
  const changed = await request.get(path, { headers: { 'If-None-Match': '"something-else"' }, maxRedirects: 0 })
  expect(changed.status(), path).toBe(200)

  const head = await request.head(path, { maxRedirects: 0 })
  if (isNewVersion(head, etag)) return CHANGED_MEANWHILE
  expect(head.status(), `${path} HEAD`).toBe(200)
  expect((await head.body()).length, path).toBe(0)
  for (const name of ['etag', 'content-type', 'cache-control', 'last-modified'])
    expect([name, head.headers()[name]], path).toEqual([name, first.headers()[name]])
  return { first, body, etag }
}

test.describe('conditional requests', () => {
  test('generated files: feed, calendar, sitemaps, robots.txt, logo, share card', async ({ request }) => {
    for (const path of [
      '/feeds/news.xml',
      '/feeds/stories.xml',
      '/api/calendar/academic.ics',
      '/sitemap.xml',
      '/sitemaps/pages-1.xml',
      '/robots.txt',
      '/logo.png',
      '/share-card/page/careers',
    ])
      await expectValidated(request, path)
  })

  test('a 404 stays a 404 whatever the request matches', async ({ request }) => {
    for (const path of ['/no-such-page-here', '/api/calendar/event/999999999.ics', '/sitemaps/pages-99.xml']) {
      const missing = await request.get(path)
      expect(missing.status(), path).toBe(404)
      const headers: Record<string, string>[] = [{ 'If-None-Match': '*' }]
      if (missing.headers()['etag']) headers.push({ 'If-None-Match': missing.headers()['etag'] })
      for (const h of headers)
        expect([path, h, (await request.get(path, { headers: h })).status()]).toEqual([path, h, 404])
    }
  })
})

test.describe('uploads served like static files', () => {
  test('a picture the site emits is versioned, kept for a year, validated and answers HEAD', async ({
    request,
    page,
  }) => {
    const story = await storyWithPicture(request)
    await page.goto(story.path)
    const share = await page.locator('meta[property="og:image"]').first().getAttribute('content')
    const picture = pathOf(share!)
    expect(picture).toMatch(/^\/api\/media\/file\/[^?]+\?v=[0-9a-z]+$/)
    const { first } = await expectValidated(request, picture, { lastModified: true })
    expect(first.headers()['cache-control']).toBe(IMMUTABLE)
    expect(Number(first.headers()['content-length'])).toBe((await first.body()).length)

    // Without its version: briefly, then revalidated; with another version: sent to the current one.
    const bare = picture.replace(/\?.*$/, '')
    const unversioned = await request.get(bare)
    expect(unversioned.headers()['cache-control']).toMatch(/max-age=\d{1,3},.*must-revalidate/)
    expect(unversioned.headers()['etag']).toBe(first.headers()['etag'])
    const old = await request.get(`${bare}?v=1`, { maxRedirects: 0 })
    expect([old.status(), old.headers()['location']]).toEqual([307, picture])
  })

  test('a PDF is validated, answers HEAD and byte ranges', async ({ request, page }) => {
    await page.goto('/bulletins')
    const href = await page.locator('a[href*="/api/documents/file/"]').first().getAttribute('href')
    const pdf = pathOf(href!)
    expect(pdf).toMatch(/^\/api\/documents\/file\/[^?]+\.pdf\?v=[0-9a-z]+$/)
    const { body } = await expectValidated(request, pdf, { lastModified: true })
    const part = await request.get(pdf, { headers: { Range: 'bytes=0-99' } })
    expect(part.status()).toBe(206)
    expect(part.headers()['content-range']).toBe(`bytes 0-99/${body.length}`)
    expect(Buffer.compare(await part.body(), body.subarray(0, 100))).toBe(0)
    const beyond = await request.get(pdf, { headers: { Range: `bytes=${body.length + 10}-` } })
    expect(beyond.status()).toBe(416)
  })

  test('an editor replacing a picture: the page names a new URL for it, which serves the new bytes', async ({
    request,
    page,
    baseURL,
  }) => {
    const story = await storyWithPicture(request)
    /** The story's share picture (its cover at card size) as the page names it. */
    const shared = async () => {
      await page.goto(story.path)
      return pathOf((await page.locator('meta[property="og:image"]').first().getAttribute('content'))!)
    }
    const before = await shared()
    expect(before).toMatch(/\?v=[0-9a-z]+$/)
    const card = before.replace(/^\/api\/media\/file\/|\?.*$/g, '')
    const media = (
      (await (await request.get(`/api/media?depth=0&limit=1&where[sizes.card.filename][equals]=${card}`)).json()) as {
        docs: { id: number; url: string; filename: string; mimeType: string }[]
      }
    ).docs[0]
    const oldCard = await (await request.get(before)).body()

    // The same picture encoded again: other bytes, same look, so the rest of the suite sees no change.
    const original = await (await request.get(pathOf(media.url))).body()
    const format = (await sharp(original).metadata()).format as 'jpeg' | 'png' | 'webp'
    const replacement = await sharp(original)
      .toFormat(format, { quality: 70 + Math.floor(Math.random() * 25) })
      .toBuffer()
    // The editor signs in from a context of their own: its session cookie would make every answer private.
    const editorRequest = await playwrightRequest.newContext({ baseURL })
    const saved = await editorRequest.patch(`/api/media/${media.id}`, {
      headers: await adminAuth(editorRequest, EDITOR),
      multipart: {
        file: { name: media.filename, mimeType: media.mimeType, buffer: replacement },
        _payload: JSON.stringify({}),
      },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    const current = ((await saved.json()) as { doc: { sizes: { card: { url: string } } } }).doc.sizes.card.url
    await editorRequest.dispose()

    const after = await shared()
    expect(after).not.toBe(before)
    const served = await request.get(after)
    expect(served.headers()['cache-control']).toBe(IMMUTABLE)
    const newCard = await served.body()
    expect(Buffer.compare(newCard, oldCard)).not.toBe(0)
    expect(Buffer.compare(newCard, await (await request.get(pathOf(current))).body())).toBe(0)
    // The old address no longer serves the old bytes: Payload renamed the replaced file (404), or,
    // where the name stayed, the old version is sent to the new one (307).
    expect([307, 404]).toContain((await request.get(before, { maxRedirects: 0 })).status())
  })
})

test.describe('icons', () => {
  test('favicon.ico holds the crest at 16, 32 and 48 px, the touch icon is 180 px, all three icons declared and validated', async ({
    request,
    page,
  }) => {
    const ico = await (await request.get('/favicon.ico')).body()
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
    const sizes: number[] = []
    for (let i = 0; i < ico.readUInt16LE(4); i++) {
      const at = 6 + 16 * i
      const image = ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8))
      const meta = await sharp(image).metadata()
      expect([meta.width, meta.height]).toEqual([ico[at], ico[at + 1]])
      sizes.push(ico[at])
    }
    expect(sizes).toEqual([16, 32, 48])
    const touch = await sharp(await (await request.get('/apple-touch-icon.png')).body()).metadata()
    expect([touch.format, touch.width, touch.height]).toEqual(['png', 180, 180])

    // The crest too: a repeat visit within the week asks for none of them again.
    for (const path of ['/icon.svg', '/favicon.ico', '/apple-touch-icon.png']) {
      const { first } = await expectValidated(request, path)
      expect(first.headers()['cache-control']).toMatch(/max-age=[1-9]\d{4,}/)
    }
    await page.goto('/')
    await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="icon"][href="/icon.svg"][type="image/svg+xml"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="apple-touch-icon"][href="/apple-touch-icon.png"]')).toHaveCount(1)
  })
})

test.describe('build files', () => {
  test('a script of the page goes out in Brotli to a browser that accepts it, the same bytes once decoded', async ({
    request,
    page,
  }) => {
    await page.goto('/')
    const scripts = await page
      .locator('script[src*="/_next/static/chunks/"]')
      .evaluateAll((tags) => tags.map((tag) => (tag as HTMLScriptElement).src))
    // The largest, so it is well above the size under which a file is sent as it is.
    const sized = await Promise.all(
      scripts.map(async (src) => ({ src, length: (await (await request.get(pathOf(src))).body()).length })),
    )
    const script = pathOf(sized.sort((a, b) => b.length - a.length)[0].src)
    const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } })
    const br = await request.get(script, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect([br.status(), br.headers()['content-encoding'], plain.headers()['content-encoding']]).toEqual([
      200,
      'br',
      undefined,
    ])
    for (const answer of [br, plain]) {
      expect(answer.headers()['cache-control']).toBe(IMMUTABLE)
      expect(answer.headers()['vary']).toMatch(/accept-encoding/i)
      expect(answer.headers()['content-type']).toMatch(/^application\/javascript/)
    }
    // Playwright decodes the body; the length on the wire is the compressed one.
    expect(Buffer.compare(await br.body(), await plain.body())).toBe(0)
    expect(Number(br.headers()['content-length'])).toBeLessThan((await plain.body()).length / 2)
  })
})

test.describe('a repeat visit', () => {
  /** Opens `path` in a new tab of `context` as a landing in or out of the Web Vitals sample; what came from the network. */
  async function land(context: BrowserContext, path: string, sampled: boolean) {
    const page = await context.newPage()
    await page.addInitScript((inSample) => {
      Math.random = () => (inSample ? 0 : 0.99)
    }, sampled)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const requests = new Map<
      string,
      { url: string; method: string; type?: string; initiator: string; cached?: boolean; done?: boolean }
    >()
    cdp.on('Network.requestWillBeSent', (e) =>
      requests.set(e.requestId, {
        url: e.request.url,
        method: e.request.method,
        type: e.type,
        initiator: e.initiator.type,
      }),
    )
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId)
      if (r) r.cached ||= Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache)
    })
    cdp.on('Network.requestServedFromCache', (e) => {
      const r = requests.get(e.requestId)
      if (r) r.cached = true
    })
    const finished = (e: { requestId: string }) => {
      const r = requests.get(e.requestId)
      if (r) r.done = true
    }
    cdp.on('Network.loadingFinished', finished)
    cdp.on('Network.loadingFailed', finished)
    await page.goto(path)
    await expectAccessible(page)
    // The page's after-load work: the statistics' view beacon and the scripts the page asks for itself
    // (the page's own are the parser's), the Web Vitals library among them; then nothing left to fetch.
    const loadedLater = () => [...requests.values()].filter((r) => r.type === 'Script' && r.initiator !== 'parser')
    await expect
      .poll(() => [...requests.values()].some((r) => r.method === 'POST') && loadedLater().length > 0, {
        timeout: 20_000,
      })
      .toBe(true)
    await expect.poll(() => [...requests.values()].every((r) => r.done), { timeout: 20_000 }).toBe(true)
    await page.close()
    const all = [...requests.values()].filter((r) => !r.url.startsWith('data:'))
    return { loadedLater: loadedLater().map((r) => pathOf(r.url)), fetched: all.filter((r) => !r.cached) }
  }

  test('downloads the page and nothing else: its scripts, the field measurement’s library too, come from the cache', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL })
    const path = '/news'
    // A first landing outside the Web Vitals sample, the repeat inside it: the library is fetched on
    // every landing, so the sampled repeat finds it cached (features/statistics/README.md).
    const first = await land(context, path, false)
    const repeat = await land(context, path, true)
    expect(repeat.loadedLater, 'the same scripts, the library among them, loaded on both landings').toEqual(
      first.loadedLater,
    )
    expect(
      repeat.fetched.map((r) => `${r.method} ${pathOf(r.url)}`),
      'what the repeat visit downloaded: its HTML and the statistics beacon it sends',
    ).toEqual([`GET ${path}`, 'POST /api/stats'])
    await context.close()
  })
})
