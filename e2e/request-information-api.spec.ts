import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { VALID_REQUEST } from '../features/request-information/fixtures/valid-request.mjs'
import { adminAuth } from './admin-api'
import { expect, test } from './fixtures'

const ENDPOINT = '/api/request-information'

let admin: APIRequestContext
let auth: Record<string, string>

test.beforeAll(async ({}, testInfo) => {
  admin = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL })
  auth = await adminAuth(admin)
})

test.afterAll(async () => {
  await admin.dispose()
})

/** A fresh client address per test, so the rate limiter counts each test on its own. */
function address() {
  return `198.51.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`
}

function uniqueEmail(tag: string) {
  return `api-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The valid request of an Adventist: the church details are required, so clearing them is refused. */
function validRequest(email: string) {
  return {
    ...VALID_REQUEST,
    email,
    adventist: 'yes',
    churchConference: 'Central Jamaica Conference',
    churchDistrict: 'Mandeville Church',
  }
}

async function challenge(request: APIRequestContext): Promise<Challenge> {
  const response = await request.get('/api/altcha')
  expect(response.status()).toBe(200)
  return (await response.json()) as Challenge
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

/** Solves a challenge the way the widget does, with altcha-lib's solver. */
async function solvedAnswer(request: APIRequestContext) {
  const c = await challenge(request)
  const solution = await solveChallenge({ challenge: c, deriveKey })
  expect(solution).not.toBeNull()
  return { challenge: c, solution: solution!, altcha: encode({ challenge: c, solution }) }
}

async function storedWithEmail(email: string) {
  const response = await admin.get(
    `/api/information-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: auth },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

function post(request: APIRequestContext, body: unknown, ip: string, headers: Record<string, string> = {}) {
  return request.post(ENDPOINT, {
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...headers },
    data: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

test.describe('request-information API', () => {
  test('stores a valid request with its entry date before answering 201', async ({ request }) => {
    const email = uniqueEmail('valid')
    const { altcha } = await solvedAnswer(request)
    const before = Date.now()
    const response = await post(request, { ...validRequest(email), altcha }, address())
    expect(response.status()).toBe(201)
    const [doc] = await storedWithEmail(email)
    expect(doc).toMatchObject({ ...validRequest(email), handled: false, forwardStatus: 'not-configured' })
    expect(new Date(String(doc.entryDate)).getTime()).toBeGreaterThanOrEqual(before - 5_000)
  })

  test('refuses a wrong content type with 415', async ({ request }) => {
    const email = uniqueEmail('ctype')
    const { altcha } = await solvedAnswer(request)
    const body = JSON.stringify({ ...validRequest(email), altcha })
    const ip = address()
    expect((await post(request, body, ip, { 'Content-Type': 'text/plain' })).status()).toBe(415)
    const form = await request.post(ENDPOINT, {
      headers: { 'X-Forwarded-For': ip },
      form: { ...validRequest(email), altcha },
    })
    expect(form.status()).toBe(415)
    expect(await storedWithEmail(email)).toHaveLength(0)
  })

  test("refuses control, bidirectional and invisible-only input with the field's message and stores nothing", async ({
    request,
  }) => {
    const cases: [string, string, string][] = [
      ['firstName', 'Api\u0000Admin', 'Please enter your first name'],
      ['lastName', 'Person\u001b[2J', 'Please enter your last name'],
      ['lastSchool', 'Kingston \u202Eegelloc', 'Please tell us your last/current school'],
      ['middleName', '\u200B\u3164', 'Please enter your middle name'],
    ]
    for (const [field, value, message] of cases) {
      const email = uniqueEmail(`chars-${field}`)
      const { altcha } = await solvedAnswer(request)
      const response = await post(request, { ...validRequest(email), [field]: value, altcha }, address())
      expect(response.status()).toBe(400)
      expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBe(message)
      expect(await storedWithEmail(email)).toHaveLength(0)
    }
  })

  test('refuses an oversized body with 413', async ({ request }) => {
    const email = uniqueEmail('big')
    const { altcha } = await solvedAnswer(request)
    const response = await post(
      request,
      { ...validRequest(email), additionInfo: 'x'.repeat(20_000), altcha },
      address(),
    )
    expect(response.status()).toBe(413)
    expect(await storedWithEmail(email)).toHaveLength(0)
  })

  test('refuses a body that is not a JSON object', async ({ request }) => {
    const ip = address()
    expect((await post(request, '{"firstName": ', ip)).status()).toBe(400)
    expect((await post(request, '[1,2,3]', ip)).status()).toBe(400)
  })

  test('refuses missing fields with every message of the form', async ({ request }) => {
    const response = await post(request, {}, address())
    expect(response.status()).toBe(400)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(errors).toEqual({
      firstName: 'Please enter your first name',
      middleName: 'Please enter your middle name',
      lastName: 'Please enter your last name',
      telephone: 'Please enter your telephone no.',
      email: 'Please enter an email address',
      gender: 'Please choose your gender',
      location: 'Please tell us your location',
      lastSchool: 'Please tell us your last/current school',
      grade: 'Please tell us what grade you are in',
      degreeType: 'Please tell us the category of your academic interest',
    })
  })

  test('refuses wrong types and values outside the lists', async ({ request }) => {
    const email = uniqueEmail('types')
    const { altcha } = await solvedAnswer(request)
    const ip = address()
    const wrong = await post(
      request,
      { ...validRequest(email), firstName: 42, gender: ['Male'], grade: 'Grade 99', altcha },
      ip,
    )
    expect(wrong.status()).toBe(400)
    expect(((await wrong.json()) as { errors: Record<string, string> }).errors).toEqual({
      firstName: 'Please enter your first name',
      gender: 'Please choose your gender',
      grade: 'Please tell us what grade you are in',
    })
    const church = await post(request, { ...validRequest(email), churchConference: '', churchDistrict: '', altcha }, ip)
    expect(((await church.json()) as { errors: Record<string, string> }).errors).toEqual({
      churchConference: 'Please enter your church conference',
      churchDistrict: 'Please enter your church name',
    })
    expect(await storedWithEmail(email)).toHaveLength(0)
  })

  test('accepts as a choice only a published programme of that level, read at request time', async ({ request }) => {
    const ip = address()
    const refused: [Record<string, string>, string, string][] = [
      [{ degreeType: 'Graduate', degreeChoice: 'Nursing' }, 'degreeChoice', 'Please choose a programme from the list'],
      [
        { degreeType: 'Undergraduate', degreeChoice: 'Astrology' },
        'degreeChoice',
        'Please choose a programme from the list',
      ],
      [
        { degreeType: 'Certificate', programChoice: 'Nursing' },
        'programChoice',
        'Please choose a certificate from the list',
      ],
    ]
    for (const [choice, field, message] of refused) {
      const email = uniqueEmail(`choice-${field}`)
      const response = await post(
        request,
        { ...validRequest(email), ...choice, altcha: (await solvedAnswer(request)).altcha },
        ip,
      )
      expect(response.status(), JSON.stringify(choice)).toBe(400)
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({ [field]: message })
      expect(await storedWithEmail(email)).toHaveLength(0)
    }

    // A certificate an editor publishes is accepted at once; once deleted it is refused again.
    const name = `E2E Certificate in Apiculture ${Date.now()}`
    const created = await admin.post('/api/programmes', {
      headers: auth,
      data: { name, kind: 'certificate', certificateLevel: 'Certificate', _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const { id } = ((await created.json()) as { doc: { id: number } }).doc
    const certificate = { degreeType: 'Certificate', programChoice: name, degreeChoice: '' }
    const accepted = uniqueEmail('choice-published')
    try {
      const response = await post(
        request,
        { ...validRequest(accepted), ...certificate, altcha: (await solvedAnswer(request)).altcha },
        address(),
      )
      expect(response.status()).toBe(201)
      expect((await storedWithEmail(accepted))[0]).toMatchObject({ degreeType: 'Certificate', programChoice: name })
    } finally {
      expect((await admin.delete(`/api/programmes/${id}`, { headers: auth })).status()).toBe(200)
    }
    const gone = uniqueEmail('choice-deleted')
    const response = await post(
      request,
      { ...validRequest(gone), ...certificate, altcha: (await solvedAnswer(request)).altcha },
      address(),
    )
    expect(response.status()).toBe(400)
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      programChoice: 'Please choose a certificate from the list',
    })
    expect(await storedWithEmail(gone)).toHaveLength(0)
  })

  test('refuses script in name fields and keeps script in the message as plain text', async ({ request }) => {
    const email = uniqueEmail('script')
    const ip = address()
    const refused = await post(
      request,
      { ...validRequest(email), firstName: '<script>alert(1)</script>', altcha: (await solvedAnswer(request)).altcha },
      ip,
    )
    expect(refused.status()).toBe(400)
    expect(await storedWithEmail(email)).toHaveLength(0)

    const text = '<img src=x onerror=alert(1)><script>alert(2)</script>'
    const accepted = await post(
      request,
      { ...validRequest(email), additionInfo: text, altcha: (await solvedAnswer(request)).altcha },
      ip,
    )
    expect(accepted.status()).toBe(201)
    const [doc] = await storedWithEmail(email)
    expect(doc.additionInfo).toBe(text)
  })

  test('refuses a missing, forged or malformed verification answer with 403', async ({ request }) => {
    const email = uniqueEmail('forged')
    const ip = address()
    const missing = await post(request, validRequest(email), ip)
    expect(missing.status()).toBe(403)
    expect(((await missing.json()) as { error: string }).error).toMatch(/could not confirm that you are a person/)

    const { challenge: c, solution } = await solvedAnswer(request)
    const easier = { ...c, parameters: { ...c.parameters, keyPrefix: '0' } }
    const forged = await post(request, { ...validRequest(email), altcha: encode({ challenge: easier, solution }) }, ip)
    expect(forged.status()).toBe(403)
    const wrongKey = await post(
      request,
      {
        ...validRequest(email),
        altcha: encode({ challenge: c, solution: { ...solution, derivedKey: 'ab'.repeat(32) } }),
      },
      ip,
    )
    expect(wrongKey.status()).toBe(403)
    const garbage = await post(request, { ...validRequest(email), altcha: 'bm90IGFuIGFuc3dlcg==' }, ip)
    expect(garbage.status()).toBe(403)
    expect(await storedWithEmail(email)).toHaveLength(0)
  })

  test('accepts a verification answer once: a replay is refused', async ({ request }) => {
    const first = uniqueEmail('first')
    const second = uniqueEmail('replay')
    const { altcha } = await solvedAnswer(request)
    const ip = address()
    expect((await post(request, { ...validRequest(first), altcha }, ip)).status()).toBe(201)
    const replay = await post(request, { ...validRequest(second), altcha }, address())
    expect(replay.status()).toBe(403)
    expect(((await replay.json()) as { reason: string }).reason).toBe('replayed')
    expect(await storedWithEmail(first)).toHaveLength(1)
    expect(await storedWithEmail(second)).toHaveLength(0)
  })

  test('limits a burst from one address with 429 and Retry-After', async ({ request }) => {
    const email = uniqueEmail('burst')
    const ip = address()
    const statuses: number[] = []
    let retryAfter: string | undefined
    for (let i = 0; i < 8; i++) {
      const response = await post(request, validRequest(email), ip)
      statuses.push(response.status())
      if (response.status() === 429) retryAfter = response.headers()['retry-after']
    }
    expect(statuses.slice(0, 5).every((s) => s === 403)).toBe(true)
    expect(statuses.slice(5)).toEqual([429, 429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await post(request, validRequest(email), address())).status()).toBe(403)
    expect(await storedWithEmail(email)).toHaveLength(0)
  })

  test('drops a submission whose honeypot is filled', async ({ request }) => {
    const email = uniqueEmail('honeypot')
    const { altcha } = await solvedAnswer(request)
    const response = await post(request, { ...validRequest(email), website: 'http://spam.example', altcha }, address())
    expect(response.status()).toBe(201)
    expect(await storedWithEmail(email)).toHaveLength(0)
  })

  test('keeps requests away from anonymous callers of the CMS API', async ({ request }) => {
    expect((await request.get('/api/information-requests')).status()).toBe(403)
    expect(
      (await request.post('/api/information-requests', { data: validRequest(uniqueEmail('anon')) })).status(),
    ).toBe(403)
    expect((await request.get('/api/information-requests/export.csv')).status()).toBe(403)
    expect((await request.get('/api/verification-uses')).status()).toBe(403)
  })

  test('exports the inbox as CSV for administrators', async () => {
    const response = await admin.get('/api/information-requests/export.csv', { headers: auth })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/csv')
    expect(await response.text()).toContain('"Entry date","First name","Middle name","Last name"')
  })
})
