/**
 * What a probe of the running site found in what visitors and editors send (issue 32), replayed
 * against the production build: resizes forced through the image optimiser and pictures too large
 * to resize, form text made of invisible characters, an erasure that left the data on disk, rate
 * limits counted per IPv6 address, the job-view counter driven from other sites, redirects to any
 * site, HSTS over plain http, and links with script or data schemes in drafts. The e2e server trusts
 * one proxy (TRUST_PROXY=1): requests name their client address in X-Forwarded-For.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { crc32, deflateSync } from 'node:zlib'
import { VALID_REQUEST } from '../features/request-information/fixtures/valid-request.mjs'
import { MESSAGES } from '../features/request-information/schema/request-information'
import { config } from '../lib/config/site.mjs'
import { adminAuth, EDITOR, signInToAdmin } from './admin-api'
import { expect, test } from './fixtures'
import { solvedAltcha } from './request-form'

const ADMISSIONS = { email: 'admissions@example.edu', password: EDITOR.password }
let addressCounter = 0
/** A client address of its own per call (TEST-NET-1), so tests never share a rate limit. */
const newAddress = () => `192.0.2.${(++addressCounter % 250) + 1}`
/** A /64 of the IPv6 documentation range of its own per call. */
const newNetwork = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${(++addressCounter).toString(16)}`

type FieldError = { path: string; message: string }
const fieldErrors = async (response: APIResponse) =>
  ((await response.json()) as { errors: { data?: { errors?: FieldError[] } }[] }).errors
    .flatMap((e) => e.data?.errors ?? [])
    .map(({ path, message }) => ({ path, message }))

/** A valid greyscale PNG of this size: every pixel black, so a few dozen kB however large it is. */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  // Each row: filter byte 0, then one byte per pixel.
  const pixels = deflateSync(Buffer.alloc(height * (width + 1)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** 8000 × 7000: 56 megapixels, past the 50 an upload may have. */
const HUGE_PICTURE = blackPng(8000, 7000)

test.describe('pictures', () => {
  test('the image optimiser resizes only the current version of our pictures, so no request can force a new resize', async ({
    request,
  }) => {
    const photo = (
      (await (await request.get('/api/media?limit=1&depth=0&where[mimeType][not_equals]=image/svg%2Bxml')).json()) as {
        docs: { url: string; updatedAt: string }[]
      }
    ).docs[0]
    const file = photo.url.replace(/^https?:\/\/[^/]+/, '')
    const current = `${file}?v=${Date.parse(photo.updatedAt).toString(36)}`
    const optimised = (src: string) => request.get(`/_next/image?url=${encodeURIComponent(src)}&w=640&q=75`)
    expect((await optimised(current)).status()).toBe(200)
    // Any other query is redirected to the current version by the file route, which the optimiser refuses.
    for (const query of [`?v=${Date.now()}`, '?v=1', '?w=1920', `?v=${Date.parse(photo.updatedAt).toString(36)}&w=1`])
      expect((await optimised(file + query)).status(), query).toBeGreaterThanOrEqual(300)
    expect((await optimised(`/images/leaders/missing.jpg?v=${Date.now()}`)).status()).toBe(400)
  })

  test('an upload of more than 50 megapixels is refused before anything resizes it, saying why beside the file', async ({
    request,
  }) => {
    const editor = await adminAuth(request, EDITOR)
    const response = await request.post('/api/media', {
      headers: editor,
      multipart: {
        file: { name: `huge-${Date.now()}.png`, mimeType: 'image/png', buffer: HUGE_PICTURE },
        _payload: JSON.stringify({ alt: 'A black field' }),
      },
    })
    if (response.status() === 201)
      await request.delete(`/api/media/${((await response.json()) as { doc: { id: number } }).doc.id}`, {
        headers: editor,
      })
    expect(response.status()).toBe(400)
    expect(await fieldErrors(response)).toEqual([
      {
        path: 'file',
        message:
          'This picture is 8000 × 7000 pixels (56 megapixels); pictures may have at most 50 megapixels. Make it smaller (at most 7559 × 6614 pixels) and upload it again.',
      },
    ])
  })

  test('the admin shows an editor why a picture that large is refused', async ({ page }) => {
    test.setTimeout(120_000)
    await signInToAdmin(page, EDITOR)
    await page.goto('/admin/collections/media/create')
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: `huge-${Date.now()}.png`, mimeType: 'image/png', buffer: HUGE_PICTURE })
    await page.getByLabel('Text alternative (describe the image)').fill('A black field')
    const save = page.getByRole('button', { name: 'Save' })
    const message = page.getByText(/^This picture is 8000 × 7000 pixels \(56 megapixels\)/)
    await save.click()
    // As with every refused save (e2e/redirects.spec.ts): an answer to the form's own state still
    // on its way can clear the message beside the field; the editor, told by the toast, saves again.
    await expect(async () => {
      if (!(await message.isVisible())) await save.click()
      await expect(message).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 45_000 })
  })
})

test.describe('the request-information form', () => {
  const send = (request: APIRequestContext, fields: Record<string, string>, address = newAddress()) =>
    request.post('/api/request-information', { headers: { 'X-Forwarded-For': address }, data: fields })

  test('refuses names of only marks or variation selectors, and bidirectional marks or line separators inside one', async ({
    request,
  }) => {
    const cases = [
      ['firstName', '\ufe0f\ufe0f'],
      ['firstName', '\u17b5'],
      ['lastName', '\u180b\u180c'],
      ['middleName', 'Ma\u2028ria'],
      ['lastName', 'Brown\u061c'],
      ['firstName', 'Ana\u200f'],
    ] as const
    for (const [field, value] of cases) {
      const response = await send(request, {
        ...VALID_REQUEST,
        email: `marks-${Date.now()}@example.com`,
        [field]: value,
      })
      expect(response.status(), JSON.stringify(value)).toBe(400)
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
        [field]: MESSAGES[field],
      })
    }
  })

  test('addresses of one IPv6 network share one rate limit', async ({ request }) => {
    const network = newNetwork()
    // An empty form is counted, then refused as incomplete (400); past the limit it is not read (429).
    for (let i = 1; i <= 5; i++) expect((await send(request, {}, `${network}::${i}`)).status()).toBe(400)
    const next = await send(request, {}, `${network}:ffff:ffff:ffff:ffff`)
    expect(next.status()).toBe(429)
    expect(next.headers()['retry-after']).toMatch(/^\d+$/)
    expect((await send(request, {}, `${newNetwork()}::1`)).status()).toBe(400)
  })
})

test.describe('personal data on disk', () => {
  test('an erasure leaves the e-mail address and the school in no file of the database', async ({ request }) => {
    test.skip(config.postgres, 'PostgreSQL keeps deleted rows until VACUUM (README, Security)')
    const file = config.databaseUrl.replace(/^file:/, '')
    const onDisk = (text: string) =>
      ['', '-wal'].filter((suffix) => {
        try {
          return readFileSync(file + suffix).includes(Buffer.from(text))
        } catch {
          return false
        }
      })
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const email = `erase-on-disk-${stamp}@example.com`
    const school = `Erasure Test College ${stamp}`
    const sent = await request.post('/api/request-information', {
      headers: { 'X-Forwarded-For': newAddress() },
      data: { ...VALID_REQUEST, email, lastSchool: school, altcha: await solvedAltcha(request) },
    })
    expect(sent.status()).toBe(201)
    // Where the test looks is where the server writes.
    await expect.poll(() => onDisk(email).length).toBeGreaterThan(0)

    const admissions = await adminAuth(request, ADMISSIONS)
    const erased = await request.post('/api/information-requests/erase', { headers: admissions, data: { email } })
    expect(erased.status()).toBe(200)
    expect(((await erased.json()) as { erasedRequests: number }).erasedRequests).toBe(1)
    expect(onDisk(email)).toEqual([])
    expect(onDisk(school)).toEqual([])
  })
})

test.describe('the job-view counter', () => {
  test('counts only views sent from the site’s own pages', async ({ request, baseURL }) => {
    const id = /data-job-id="(\d+)"/.exec(await (await request.get('/careers')).text())?.[1]
    expect(id).toBeTruthy()
    const view = (headers: Record<string, string>) =>
      request.post(`/api/jobs/${id}/view`, { headers: { 'X-Forwarded-For': newAddress(), ...headers } })
    // Another site's page, a sibling site's, and a request that says neither where it comes from.
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site' },
      {},
    ]
    for (const headers of foreign) {
      const refused = await view(headers)
      expect(refused.status(), JSON.stringify(headers)).toBe(403)
    }
    const own = await view({ Origin: new URL(baseURL!).origin, 'Sec-Fetch-Site': 'same-origin' })
    expect(own.status()).toBe(200)
    expect(((await own.json()) as { counted: boolean }).counted).toBe(true)
  })
})

test.describe('redirects', () => {
  test('a redirect leads to another site only over https, and only to a domain in Site settings', async ({
    request,
  }) => {
    const editor = await adminAuth(request, EDITOR)
    const from = `/leave-${Date.now()}`
    const save = (to: string) => request.post('/api/redirects', { headers: editor, data: { from, to } })

    const elsewhere = await save('https://evil.example/')
    expect(elsewhere.status()).toBe(400)
    expect(await fieldErrors(elsewhere)).toEqual([
      {
        path: 'to',
        message:
          'Redirects lead only to this site or to the sites in Site settings → External sites → Sites redirects may lead to (example.edu); evil.example is not one of them.',
      },
    ])
    const plain = await save('http://library.example.edu/')
    expect(plain.status()).toBe(400)
    expect(await fieldErrors(plain)).toEqual([
      { path: 'to', message: 'Redirects lead to other sites over https only: write the address with https://.' },
    ])

    const own = await save('https://library.example.edu/opening-hours')
    expect(own.status()).toBe(201)
    await request.delete(`/api/redirects/${((await own.json()) as { doc: { id: number } }).doc.id}`, {
      headers: editor,
    })
  })

  test('Site settings take only domain names as the sites redirects may lead to', async ({ request }) => {
    const editor = await adminAuth(request, EDITOR)
    const refused = await request.post('/api/globals/site-settings', {
      headers: editor,
      data: { redirectDomains: ['example.edu', 'https://evil.example/x'] },
    })
    expect(refused.status()).toBe(400)
    expect((await fieldErrors(refused)).map((e) => e.path)).toEqual(['redirectDomains'])
    const settings = (await (await request.get('/api/globals/site-settings?depth=0', { headers: editor })).json()) as {
      redirectDomains?: string[]
    }
    expect(settings.redirectDomains).toEqual(['example.edu'])
  })
})

test.describe('headers', () => {
  test('no Strict-Transport-Security over plain http', async ({ request }) => {
    // The suite's public origin is http://127.0.0.1: HSTS (with preload) is for an https origin only.
    expect(config.serverUrl).toMatch(/^http:/)
    for (const path of ['/', '/api/stories?limit=1', '/images/leaders/missing.jpg']) {
      expect((await request.get(path)).headers()['strict-transport-security'], path).toBeUndefined()
    }
  })
})

test.describe('links in drafts', () => {
  const link = (url: string) => ({
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
          textFormat: 0,
          children: [
            {
              type: 'link',
              version: 3,
              format: '',
              indent: 0,
              direction: 'ltr',
              fields: { linkType: 'custom', url, newTab: false },
              children: [
                { type: 'text', text: 'Apply now', version: 1, format: 0, mode: 'normal', style: '', detail: 0 },
              ],
            },
          ],
        },
      ],
    },
  })

  test('a draft linking with javascript:, data: or vbscript: is refused beside the field, as publishing is', async ({
    request,
  }) => {
    const editor = await adminAuth(request, EDITOR)
    const created: string[] = []
    try {
      for (const [url, scheme] of [
        ['javascript:alert(document.domain)', 'javascript:'],
        ['data:text/html,<script>alert(1)</script>', 'data:'],
        ['VBScript:msgbox(1)', 'vbscript:'],
      ]) {
        const draft = await request.post('/api/stories?draft=true', {
          headers: editor,
          data: { title: `Scheme probe ${Date.now()}`, content: link(url), _status: 'draft' },
        })
        if (draft.status() === 201)
          created.push(`/api/stories/${((await draft.json()) as { doc: { id: number } }).doc.id}`)
        expect(draft.status(), url).toBe(400)
        expect(await fieldErrors(draft)).toEqual([
          {
            path: 'content',
            message: `The link "Apply now" is a ${scheme} address, which the site never links to: use a path on this site (/news) or an https://, mailto: or tel: address.`,
          },
        ])
      }
      const job = await request.post('/api/jobs?draft=true', {
        headers: editor,
        data: {
          title: `Scheme probe ${Date.now()}`,
          advertUrl: 'data:text/html,<script>alert(1)</script>',
          _status: 'draft',
        },
      })
      if (job.status() === 201) created.push(`/api/jobs/${((await job.json()) as { doc: { id: number } }).doc.id}`)
      expect(job.status()).toBe(400)
      expect((await fieldErrors(job)).map((e) => e.path)).toEqual(['advertUrl'])
    } finally {
      for (const url of created) await request.delete(url, { headers: editor })
    }
  })
})
