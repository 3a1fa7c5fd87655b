/**
 * What a probe of the running site checks, replayed against the production build: who may do
 * what through the API, how sign-in guessing is limited, and what signed-in answers may be cached.
 * The e2e server trusts one proxy (TRUST_PROXY=1), as behind nginx: requests name their client
 * address in X-Forwarded-For, so each test guesses from addresses of its own.
 */
import type { APIRequestContext } from '@playwright/test'
import { createChallenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { SignJWT } from 'jose'
import { createHash, createHmac } from 'node:crypto'
import { VALID_REQUEST } from '../features/request-information/fixtures/valid-request.mjs'
import { DEVELOPMENT_SECRETS } from '../lib/config/site.mjs'
import { ADMIN, EDITOR, adminAuth, oneSignInAtATime, signInToAdmin } from './admin-api'
import { expect, test } from './fixtures'

const ADMISSIONS = { email: 'admissions@example.edu', password: ADMIN.password }
let addressCounter = 0
/** A client address of its own per call (TEST-NET-2), so tests never share a failure count. */
const newAddress = () => `198.51.100.${(++addressCounter % 250) + 1}`

const signIn = (request: APIRequestContext, email: string, password: string, address: string) =>
  oneSignInAtATime(() =>
    request.post('/api/users/login', { data: { email, password }, headers: { 'X-Forwarded-For': address } }),
  )

test.describe('API permissions', () => {
  test('only an administrator may unlock an account', async ({ request }) => {
    const editor = await adminAuth(request, EDITOR)
    expect((await request.post('/api/users/unlock', { headers: editor, data: { email: ADMIN.email } })).status()).toBe(
      403,
    )
    const admin = await adminAuth(request)
    expect((await request.post('/api/users/unlock', { headers: admin, data: { email: EDITOR.email } })).status()).toBe(
      200,
    )
  })

  test('drafts in version history are readable only by the roles that read drafts', async ({ request }) => {
    const admissions = await adminAuth(request, ADMISSIONS)
    expect((await request.get('/api/stories/versions', { headers: admissions })).status()).toBe(403)
    expect((await request.get('/api/stories/versions')).status()).toBe(403)
    const editor = await adminAuth(request, EDITOR)
    expect((await request.get('/api/stories/versions?limit=1', { headers: editor })).status()).toBe(200)
    // A site alert's versions hold scheduled alerts, which only editors see.
    expect((await request.get('/api/alerts/versions', { headers: admissions })).status()).toBe(403)
    expect((await request.get('/api/alerts/versions')).status()).toBe(403)
    expect((await request.get('/api/alerts/versions?limit=1', { headers: editor })).status()).toBe(200)
  })

  test('a document lock names its creator and only its owner or an admin removes it', async ({ request }) => {
    const editor = await adminAuth(request, EDITOR)
    const admin = await adminAuth(request)
    const adminId = (
      (await (await request.get('/api/users/me', { headers: admin })).json()) as { user: { id: number } }
    ).user.id
    const editorId = (
      (await (await request.get('/api/users/me', { headers: editor })).json()) as { user: { id: number } }
    ).user.id
    const banner = ((await (await request.get('/api/banners?limit=1')).json()) as { docs: { id: number }[] }).docs[0]
    const document = { relationTo: 'banners', value: banner.id }

    const forged = await request.post('/api/payload-locked-documents', {
      headers: editor,
      data: { document, user: { relationTo: 'users', value: adminId } },
    })
    expect(forged.status()).toBe(403)

    const adminLock = await request.post('/api/payload-locked-documents', {
      headers: admin,
      data: { document, user: { relationTo: 'users', value: adminId } },
    })
    expect(adminLock.status()).toBe(201)
    const lockId = ((await adminLock.json()) as { doc: { id: number } }).doc.id
    try {
      expect([403, 404]).toContain(
        (await request.delete(`/api/payload-locked-documents/${lockId}`, { headers: editor })).status(),
      )
      // Taking a lock over puts the editor's own name on it, never someone else's.
      const takeOver = await request.patch(`/api/payload-locked-documents/${lockId}`, {
        headers: editor,
        data: { user: { relationTo: 'users', value: editorId } },
      })
      expect(takeOver.status()).toBe(200)
      const reassign = await request.patch(`/api/payload-locked-documents/${lockId}`, {
        headers: editor,
        data: { user: { relationTo: 'users', value: adminId } },
      })
      expect(reassign.status()).toBe(403) // …and never into someone else's name, even from its owner
    } finally {
      expect((await request.delete(`/api/payload-locked-documents/${lockId}`, { headers: admin })).status()).toBe(200)
    }
  })

  test('passwords shorter than 12 characters or common are refused, with the reason beside the field', async ({
    request,
  }) => {
    const admin = await adminAuth(request)
    for (const password of ['abc', 'password1234']) {
      const response = await request.post('/api/users', {
        headers: admin,
        data: { email: `weak-${Date.now()}@example.edu`, password, roles: ['editor'] },
      })
      expect(response.status()).toBe(400)
      const body = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
      expect(body.errors[0].data?.errors?.[0].path, JSON.stringify(body)).toBe('password')
    }
    const editor = await adminAuth(request, EDITOR)
    const me = ((await (await request.get('/api/users/me', { headers: editor })).json()) as { user: { id: number } })
      .user
    expect(
      (await request.patch(`/api/users/${me.id}`, { headers: editor, data: { password: 'qwertyuiop123' } })).status(),
    ).toBe(400)

    const strong = await request.post('/api/users', {
      headers: admin,
      data: { email: `strong-${Date.now()}@example.edu`, password: 'tamarind kettle orbit lantern', roles: ['editor'] },
    })
    expect(strong.status()).toBe(201)
    const created = ((await strong.json()) as { doc: { id: number } }).doc
    expect((await request.delete(`/api/users/${created.id}`, { headers: admin })).status()).toBe(200)
  })
})

test.describe('signing in', () => {
  test('five wrong guesses from one address block that address for that account, not its owner elsewhere', async ({
    request,
  }) => {
    const guesser = newAddress()
    for (let i = 0; i < 5; i++)
      expect((await signIn(request, EDITOR.email, `wrong guess ${i}`, guesser)).status()).toBe(401)
    const blocked = await signIn(request, EDITOR.email, EDITOR.password, guesser)
    expect(blocked.status()).toBe(429)
    expect(((await blocked.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /Too many failed sign-ins/,
    )
    // The account is not locked: its owner signs in from their own address.
    expect((await signIn(request, EDITOR.email, EDITOR.password, newAddress())).status()).toBe(200)
  })

  test('one address cannot go on guessing across many accounts', async ({ request }) => {
    const guesser = newAddress()
    for (let i = 0; i < 20; i++) await signIn(request, `nobody-${i}@example.edu`, 'wrong password', guesser)
    expect((await signIn(request, ADMIN.email, ADMIN.password, guesser)).status()).toBe(429)
  })

  test('rotating X-Forwarded-For behind the trusted proxy does not reset the count for the real client', async ({
    request,
  }) => {
    // The proxy appends the real address last; whatever the client wrote before it is not believed.
    const real = newAddress()
    for (let i = 0; i < 5; i++) await signIn(request, EDITOR.email, 'wrong', `10.9.9.${i}, ${real}`)
    expect((await signIn(request, EDITOR.email, EDITOR.password, `10.9.9.99, ${real}`)).status()).toBe(429)
  })

  test('an unknown e-mail takes as long to refuse as a wrong password', async ({ request }) => {
    const time = async (email: string) => {
      const started = Date.now()
      expect((await signIn(request, email, 'definitely wrong', newAddress())).status()).toBe(401)
      return Date.now() - started
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await time(ADMISSIONS.email))
      unknown.push(await time(`no-such-person-${i}@example.edu`))
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6)
  })
})

test.describe('what may be cached or downloaded', () => {
  test('answers to signed-in requests are never stored', async ({ request }) => {
    const admin = await adminAuth(request)
    expect((await request.get('/api/users/me', { headers: admin })).headers()['cache-control']).toContain('no-store')
    expect((await request.get('/api/stories?limit=1', { headers: admin })).headers()['cache-control']).toContain(
      'no-store',
    )
  })

  test('an anonymous list is capped in size and depth', async ({ request }) => {
    const all = (await (await request.get('/api/calendar-events?pagination=false&depth=10')).json()) as {
      docs: unknown[]
      limit: number
    }
    expect(all.limit).toBe(100)
    expect(all.docs.length).toBeLessThanOrEqual(100)
    const huge = (await (await request.get('/api/calendar-events?limit=100000')).json()) as { limit: number }
    expect(huge.limit).toBe(100)
  })

  test('the admin draws avatars itself, sending no e-mail hash to a third party', async ({ page }) => {
    await signInToAdmin(page, ADMIN)
    const external: string[] = []
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1')) external.push(r.url())
    })
    await page.goto('/admin/account')
    await expect(page.locator('html')).not.toContainText('gravatar')
    expect(await page.content()).not.toContain('gravatar.com')
    expect(external).toEqual([])
  })
})

test.describe('uploaded files', () => {
  test('an uploaded image opened on its own is a sandboxed document, and an SVG is downloaded', async ({ request }) => {
    const admin = await adminAuth(request)
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#7a1f2b"/></svg>'
    const uploaded = await request.post('/api/media', {
      headers: admin,
      multipart: {
        file: { name: `probe-${Date.now()}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
        _payload: JSON.stringify({ alt: 'A red square' }),
      },
    })
    expect(uploaded.status()).toBe(201)
    const doc = ((await uploaded.json()) as { doc: { id: number; url: string } }).doc
    try {
      const file = await request.get(doc.url.replace(/^https?:\/\/[^/]+/, ''))
      expect(file.status()).toBe(200)
      expect(file.headers()['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/)
      expect(file.headers()['x-content-type-options']).toBe('nosniff')
      expect(file.headers()['content-disposition']).toMatch(/^attachment/)

      const photo = (
        (await (await request.get('/api/media?limit=1&where[mimeType][not_equals]=image/svg%2Bxml')).json()) as {
          docs: { url: string }[]
        }
      ).docs[0]
      const image = await request.get(photo.url.replace(/^https?:\/\/[^/]+/, ''))
      expect(image.headers()['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/)
      expect(image.headers()['content-disposition'] ?? 'inline').not.toMatch(/^attachment/)
    } finally {
      await request.delete(`/api/media/${doc.id}`, { headers: admin })
    }
  })
})

test.describe('the published development secrets', () => {
  // The e2e server runs as production does, with secrets of its own (data/secrets.json): what
  // anyone could sign with the development values in lib/config/site.mjs must be refused.

  test('a session token signed with the development Payload secret is not accepted', async ({ request }) => {
    const key = createHash('sha256').update(DEVELOPMENT_SECRETS.PAYLOAD_SECRET).digest('hex').slice(0, 32)
    const token = await new SignJWT({ id: 1, collection: 'users', email: ADMIN.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(key))
    const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
    expect((await request.get('/api/users', { headers: { Authorization: `JWT ${token}` } })).status()).toBe(403)
  })

  test('a revalidation with the development secret is refused', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${DEVELOPMENT_SECRETS.REVALIDATE_SECRET}` },
      data: { tags: ['stories'] },
    })
    expect(response.status()).toBe(401)
  })

  test('a human-verification challenge signed with the development key is refused', async ({ request }) => {
    const key = DEVELOPMENT_SECRETS.ALTCHA_HMAC_KEY
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      expiresAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: createHmac('sha256', key).update('altcha-key-signature').digest('hex'),
    })
    const solution = await solveChallenge({ challenge, deriveKey })
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    const email = `forged-${Date.now()}@example.com`
    const response = await request.post('/api/request-information', {
      headers: { 'X-Forwarded-For': newAddress() },
      data: { ...VALID_REQUEST, email, altcha },
    })
    expect(response.status()).toBeGreaterThanOrEqual(400)
    expect(response.status()).toBeLessThan(500)
    const admin = await adminAuth(request)
    const stored = (await (
      await request.get(`/api/information-requests?where[email][equals]=${encodeURIComponent(email)}`, {
        headers: admin,
      })
    ).json()) as {
      totalDocs: number
    }
    expect(stored.totalDocs).toBe(0)
  })
})

test.describe('bad requests', () => {
  test('malformed percent-escapes in paths and detail URLs answer 404, never a 500', async ({ request }) => {
    for (const url of [
      '/a%25b',
      '/news/%25',
      '/featurestory?article=%25',
      '/undergrad?degree=%ZZ',
      '/grad/%E0%A4%A',
      '/careers%',
    ]) {
      const response = await request.get(url)
      expect([400, 404], url).toContain(response.status())
    }
  })

  test('an API path with a word for an id, or a file that is not there, answers 404', async ({ request }) => {
    expect((await request.get('/api/banners/abc')).status()).toBe(404)
    expect((await request.get('/api/media/file/not-there.webp')).status()).toBe(404)
    expect((await request.get('/api/documents/file/not-there.pdf')).status()).toBe(404)
    expect((await request.get('/api/banners/count')).status()).toBe(200)
  })

  test('methods the site never serves answer 405', async ({ request }) => {
    for (const url of ['/', '/api/stories']) {
      const response = await request.fetch(url, { method: 'TRACE' })
      expect(response.status(), url).toBe(405)
    }
  })
})
