/**
 * Who may do what beyond the REST collections' own rules, replayed against the production build:
 * the admin's server functions (scheduled publishing, the locks its form state takes), document
 * locks, the bounds on anonymous reads, queries the database cannot answer, sign-in from other
 * sites, and password-reset requests. The e2e server trusts one proxy (TRUST_PROXY=1): requests
 * name their client address in X-Forwarded-For, each test from addresses of its own.
 */
import type { APIRequestContext } from '@playwright/test'
import { ADMIN, COLLEGE_EDITOR, EDITOR, adminAuth, oneSignInAtATime } from './admin-api'
import { expect, test } from './fixtures'

const ADMISSIONS = { email: 'admissions@example.edu', password: ADMIN.password }
let addressCounter = 0
/** A client address of its own per call (TEST-NET-1), so tests never share a rate-limit count. */
const newAddress = () => `192.0.2.${(++addressCounter % 250) + 1}`

type Headers = Record<string, string>
type Doc = { id: number }

const userId = async (request: APIRequestContext, auth: Headers) =>
  ((await (await request.get('/api/users/me', { headers: auth })).json()) as { user: Doc }).user.id

/**
 * The admin's server functions are one Next.js server action (Payload's `serverFunction`, given
 * to the admin's layout); its id is in the flight data every admin page carries: the layout's
 * `serverFunction` prop names a server reference, `{"id":…,"bound":null}`, by its row.
 */
async function adminActionId(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/admin/login')).text()
  const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((m) => JSON.parse(m[1]) as string)
    .join('')
  const row = flight.match(/"serverFunction":"\$h([0-9a-f]+)"/)?.[1]
  const id = row && flight.match(new RegExp(`(?:^|\n)${row}:\\{"id":"([0-9a-f]+)","bound":null\\}`))?.[1]
  expect(id, 'the admin page names its server action').toBeTruthy()
  return id!
}

/** Calls one of the admin's server functions as the browser does, and returns the answer's flight text. */
async function callAdmin(
  request: APIRequestContext,
  baseURL: string,
  action: string,
  auth: Headers,
  name: string,
  args: Record<string, unknown>,
) {
  const response = await request.post('/admin', {
    headers: {
      ...auth,
      'Next-Action': action,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: new URL(baseURL).origin,
    },
    data: JSON.stringify([{ name, args }]),
  })
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200)
  return response.text()
}

test.describe('scheduled publishing', () => {
  test('only someone who may update a document schedules or cancels its changes, and a cancel removes only that document’s job', async ({
    request,
    baseURL,
  }) => {
    const action = await adminActionId(request)
    const editor = await adminAuth(request, EDITOR)
    const admissions = await adminAuth(request, ADMISSIONS)
    const story = ((await (await request.get('/api/stories?limit=1&depth=0&sort=id')).json()) as { docs: Doc[] })
      .docs[0]
    const doc = { relationTo: 'stories', value: String(story.id) }
    // A time of its own, far ahead, to find this test's job among any others.
    const when = new Date(Date.UTC(2031, 0, 1, 0, Math.floor(Math.random() * 50_000)))
    const upcoming = async () => {
      const text = await callAdmin(request, baseURL!, action, editor, 'get-upcoming-scheduled-publish', {
        collectionSlug: 'stories',
        id: story.id,
      })
      const jobs = [...text.matchAll(/"id":(\d+),"input":\{[^}]*\},"waitUntil":"(?:\$D)?([^"]+)"/g)]
      return jobs.filter((m) => new Date(m[2]).getTime() === when.getTime()).map((m) => Number(m[1]))
    }

    const scheduled = await callAdmin(request, baseURL!, action, editor, 'schedule-publish', {
      type: 'unpublish',
      date: `$D${when.toISOString()}`,
      doc,
    })
    expect(scheduled).toContain('"message":"Success"')
    const [jobId] = await upcoming()
    expect(jobId).toBeGreaterThan(0)
    try {
      // Admissions may not edit stories: neither its cancel (with or without a schedule of its own) nor a new schedule goes through.
      for (const args of [
        { deleteID: jobId },
        { deleteID: jobId, type: 'publish', date: `$D${when.toISOString()}`, doc },
        { type: 'publish', date: '$D2031-01-02T00:00:00.000Z', doc },
      ]) {
        const answer = await callAdmin(request, baseURL!, action, admissions, 'schedule-publish', args)
        expect(answer).toMatch(/You may not schedule or cancel changes to this document/)
        expect(answer).not.toContain('"message":"Success"')
      }
      expect(await upcoming()).toEqual([jobId])
      // A cancel naming another document does not remove this one's job.
      const other = await callAdmin(request, baseURL!, action, editor, 'schedule-publish', {
        deleteID: jobId,
        doc: { relationTo: 'stories', value: '999999' },
      })
      expect(other).toMatch(/You may not schedule or cancel/)
      expect(await upcoming()).toEqual([jobId])
    } finally {
      expect(await callAdmin(request, baseURL!, action, editor, 'schedule-publish', { deleteID: jobId })).toContain(
        '"message":"Success"',
      )
    }
    expect(await upcoming()).toEqual([])
  })
})

test.describe('document locks', () => {
  /** A minor: editors may update minors, admissions and college editors may not, and no other spec edits this one. */
  const minorOf = async (request: APIRequestContext) =>
    ((await (await request.get('/api/minors?sort=-name&limit=1&depth=0')).json()) as { docs: Doc[] }).docs[0]
  const locksOn = async (request: APIRequestContext, admin: Headers, minor: Doc) =>
    (
      (await (
        await request.get(
          `/api/payload-locked-documents?where[document.relationTo][equals]=minors&where[document.value][equals]=${minor.id}&depth=0`,
          {
            headers: admin,
          },
        )
      ).json()) as {
        docs: { id: number; user: { value: number } }[]
      }
    ).docs

  test('nobody locks a document or an account they may not update', async ({ request }) => {
    const admissions = await adminAuth(request, ADMISSIONS)
    const collegeEditor = await adminAuth(request, COLLEGE_EDITOR)
    const editorId = await userId(request, await adminAuth(request, EDITOR))
    const minor = await minorOf(request)
    for (const [auth, document] of [
      [admissions, { relationTo: 'minors', value: minor.id }],
      [collegeEditor, { relationTo: 'minors', value: minor.id }],
      [admissions, { relationTo: 'users', value: editorId }],
    ] as const) {
      const lock = await request.post('/api/payload-locked-documents', {
        headers: auth,
        data: { document, user: { relationTo: 'users', value: await userId(request, auth) } },
      })
      expect(lock.status(), JSON.stringify(document)).toBe(403)
    }
  })

  test('another user’s lock cannot be taken over, handed on or removed by someone who may not update the document', async ({
    request,
  }) => {
    const admin = await adminAuth(request)
    const editor = await adminAuth(request, EDITOR)
    const collegeEditor = await adminAuth(request, COLLEGE_EDITOR)
    const editorId = await userId(request, editor)
    const minor = await minorOf(request)
    const created = await request.post('/api/payload-locked-documents', {
      headers: editor,
      data: { document: { relationTo: 'minors', value: minor.id }, user: { relationTo: 'users', value: editorId } },
    })
    expect(created.status()).toBe(201)
    const lock = ((await created.json()) as { doc: Doc }).doc
    try {
      const takeOver = await request.patch(`/api/payload-locked-documents/${lock.id}`, {
        headers: collegeEditor,
        data: { user: { relationTo: 'users', value: await userId(request, collegeEditor) } },
      })
      expect(takeOver.status()).toBe(403)
      expect([403, 404]).toContain(
        (await request.delete(`/api/payload-locked-documents/${lock.id}`, { headers: collegeEditor })).status(),
      )
      expect((await locksOn(request, admin, minor)).map((l) => l.user.value)).toEqual([editorId])
    } finally {
      expect((await request.delete(`/api/payload-locked-documents/${lock.id}`, { headers: editor })).status()).toBe(200)
    }
  })

  test('the admin’s form state locks a document only for someone who may update it', async ({ request, baseURL }) => {
    const action = await adminActionId(request)
    const admin = await adminAuth(request)
    const admissions = await adminAuth(request, ADMISSIONS)
    const minor = await minorOf(request)
    const formState = {
      collectionSlug: 'minors',
      id: minor.id,
      returnLockStatus: true,
      schemaPath: 'minors',
      formState: {},
      operation: 'update',
    }
    await callAdmin(request, baseURL!, action, admissions, 'form-state', {
      ...formState,
      docPreferences: { fields: {} },
      renderAllFields: false,
      skipValidation: true,
    })
    const locks = await locksOn(request, admin, minor)
    try {
      expect(locks.map((l) => l.user.value)).not.toContain(await userId(request, admissions))
    } finally {
      for (const lock of locks) await request.delete(`/api/payload-locked-documents/${lock.id}`, { headers: admin })
    }
  })
})

test.describe('anonymous reads', () => {
  const everything = '/api/programmes?pagination=false&depth=10'
  type List = { docs: unknown[]; limit: number; totalDocs: number }

  test('a token or cookie that signs nobody in leaves the bounds in place', async ({ request }) => {
    for (const headers of [{ Authorization: 'JWT garbage' }, { Cookie: 'payload-token=garbage' }] as Headers[]) {
      const list = (await (await request.get(everything, { headers })).json()) as List
      expect(list.totalDocs, 'more programmes than one page holds').toBeGreaterThan(100)
      expect(list.limit, JSON.stringify(headers)).toBe(100)
      expect(list.docs.length).toBe(100)
    }
    // A signed-in editor is not bounded.
    const signedIn = (await (
      await request.get(everything, { headers: await adminAuth(request, EDITOR) })
    ).json()) as List
    expect(signedIn.docs.length).toBe(signedIn.totalDocs)
  })

  test('a read sent as a POST with a method override is bounded like the GET it is', async ({ request }) => {
    const response = await request.post('/api/programmes', {
      headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'pagination=false&depth=10',
    })
    expect(response.status()).toBe(200)
    const list = (await response.json()) as List
    expect(list.limit).toBe(100)
    expect(list.docs.length).toBeLessThanOrEqual(100)
  })
})

test.describe('bad requests answer 4xx with a plain message', () => {
  const expectRefused = async (response: Awaited<ReturnType<APIRequestContext['get']>>, url: string) => {
    expect(response.status(), url).toBeGreaterThanOrEqual(400)
    expect(response.status(), url).toBeLessThan(500)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message, url).not.toMatch(/Something went wrong|unknown error/i)
  }

  test('anonymous queries the database cannot answer', async ({ request }) => {
    for (const url of [
      '/api/stories/access',
      '/api/media/access',
      '/api/stories?where[publishedAt][greater_than]=notadate',
      '/api/stories?page=99999999999999999999',
      '/api/stories?where[colleges][contains]=x',
      '/api/stories?where[title][near]=1',
      '/api/programmes?where[department.college][equals]=x',
      '/api/stories?where[title][equals][0]=a&where[title][equals][1]=b',
      '/api/stories?where=notjson',
      '/api/stories/count?where[createdAt][less_than]=zzz',
      '/api/colleges?joins[departments][where][name][near]=1',
    ]) {
      await expectRefused(await request.get(url), url)
    }
    const malformed = await request.get('/api/stories?where[publishedAt][greater_than]=notadate')
    expect(((await malformed.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /publishedAt.*give a date/,
    )
  })

  test('signed in: endpoints asked with a method they do not answer; an editor’s preview of a path with a line break', async ({
    request,
  }) => {
    const admissions = await adminAuth(request, ADMISSIONS)
    for (const url of ['/api/users/unlock', '/api/users/refresh-token'])
      await expectRefused(await request.get(url, { headers: admissions }), url)
    const editor = await adminAuth(request, EDITOR)
    const preview = await request.get('/api/preview?path=/news%0d%0aX', { headers: editor, maxRedirects: 0 })
    expect(preview.status()).toBe(400)
  })
})

test.describe('signing in from another site', () => {
  test('a cross-site sign-in form is refused and signs nobody in; the site’s own goes through', async ({
    request,
    baseURL,
  }) => {
    const form = { _payload: JSON.stringify({ email: EDITOR.email, password: EDITOR.password }) }
    const crossSite = await request.post('/api/users/login', {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'X-Forwarded-For': newAddress() },
      multipart: form,
    })
    expect(crossSite.status()).toBe(403)
    expect(crossSite.headers()['set-cookie'] ?? '').not.toContain('payload-token=')

    const own = await oneSignInAtATime(() =>
      request.post('/api/users/login', {
        headers: { Origin: new URL(baseURL!).origin, 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': newAddress() },
        multipart: form,
      }),
    )
    expect(own.status()).toBe(200)
    expect(own.headers()['set-cookie']).toContain('payload-token=')
  })
})

test.describe('password reset requests', () => {
  const forgot = (request: APIRequestContext, email: string, address: string) =>
    request.post('/api/users/forgot-password', { headers: { 'X-Forwarded-For': address }, data: { email } })

  test('one client address gets a few, whatever the e-mails', async ({ request }) => {
    const address = newAddress()
    for (let i = 0; i < 5; i++)
      expect((await forgot(request, `nobody-${i}-${Date.now()}@example.edu`, address)).status()).toBe(200)
    const refused = await forgot(request, `nobody-else-${Date.now()}@example.edu`, address)
    expect(refused.status()).toBe(429)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /^Too many password-reset requests/,
    )
  })

  test('one e-mail address gets a few, from whatever clients, and the admin’s page says so', async ({
    request,
    page,
  }) => {
    const email = `target-${Date.now()}@example.edu`
    for (let i = 0; i < 3; i++) expect((await forgot(request, email, newAddress())).status()).toBe(200)
    expect((await forgot(request, email, newAddress())).status()).toBe(429)

    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newAddress() })
    await page.goto('/admin/forgot')
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await expect(page.getByText(/^Too many password-reset requests/)).toBeVisible()
  })
})
