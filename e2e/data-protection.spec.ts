/**
 * Enquirers' personal data as Jamaica's Data Protection Act 2020 expects: consent on record, a
 * retention period, a copy or erasure on request, and an audit log of who touched what.
 */
import type { APIRequestContext } from '@playwright/test'
import { VALID_REQUEST } from '../features/request-information/fixtures/valid-request.mjs'
import { CONSENT_TEXT } from '../features/request-information/submission'
import { adminAuth } from './admin-api'
import { expect, test } from './fixtures'
import { solvedAltcha } from './request-form'

const ADMISSIONS = { email: 'admissions@example.edu', password: 'demo-admin-password' }
let addressCounter = 0
const newAddress = () => `203.0.113.${(++addressCounter % 250) + 1}`

async function sendRequest(request: APIRequestContext, email: string) {
  const response = await request.post('/api/request-information', {
    headers: { 'X-Forwarded-For': newAddress() },
    data: { ...VALID_REQUEST, email, altcha: await solvedAltcha(request) },
  })
  expect(response.status()).toBe(201)
}

type Doc = { id: number; email: string; consentText?: string; consentedAt?: string; entryDate: string }

async function requestsWith(
  request: APIRequestContext,
  headers: Record<string, string>,
  email: string,
): Promise<Doc[]> {
  const response = await request.get(
    `/api/information-requests?where[email][like]=${encodeURIComponent(email)}&depth=0&limit=50`,
    { headers },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Doc[] }).docs.filter((d) => d.email.toLowerCase() === email.toLowerCase())
}

test.describe('personal data of people who ask for information', () => {
  test('the form says what the person agrees to, with the Data Protection Notice a click away', async ({ visit }) => {
    const page = await visit('/request_information')
    const consent = page.getByText(/By sending this form you agree/)
    await expect(consent).toBeVisible()
    await expect(consent.getByRole('link', { name: 'Data Protection Notice' })).toHaveAttribute(
      'href',
      '/dataProtection',
    )
  })

  test('each stored request records the consent text its sender saw, and when', async ({ request }) => {
    const email = `consent-${Date.now()}@example.com`
    const before = Date.now()
    await sendRequest(request, email)
    const [doc] = await requestsWith(request, await adminAuth(request), email)
    expect(doc.consentText).toBe(CONSENT_TEXT)
    expect(new Date(doc.consentedAt!).getTime()).toBeGreaterThanOrEqual(before - 5_000)
  })

  test('admissions can download everything held about one address, then erase it; the audit log says who, without the address', async ({
    request,
  }) => {
    const email = `subject-${Date.now()}@example.com`
    await sendRequest(request, email)
    await sendRequest(request, email.toUpperCase())
    const admissions = await adminAuth(request, ADMISSIONS)

    const copy = await request.get(`/api/information-requests/subject-data?email=${encodeURIComponent(email)}`, {
      headers: admissions,
    })
    expect(copy.status()).toBe(200)
    expect(copy.headers()['cache-control']).toContain('no-store')
    const data = (await copy.json()) as { informationRequests: Doc[]; forwardingJobs: unknown[] }
    expect(data.informationRequests).toHaveLength(2)

    const erased = await request.post('/api/information-requests/erase', { headers: admissions, data: { email } })
    expect(erased.status()).toBe(200)
    expect(((await erased.json()) as { erasedRequests: number }).erasedRequests).toBe(2)
    expect(await requestsWith(request, await adminAuth(request), email)).toHaveLength(0)

    const admin = await adminAuth(request)
    const log = (await (
      await request.get('/api/audit-log?limit=20&sort=-createdAt&depth=1', { headers: admin })
    ).json()) as {
      docs: { action: string; summary: string; subjectHash?: string; user?: { email: string } }[]
    }
    const actions = log.docs.map((d) => d.action)
    expect(actions).toContain('exported')
    expect(actions).toContain('erased')
    const erasure = log.docs.find((d) => d.action === 'erased')!
    expect(erasure.user?.email).toBe(ADMISSIONS.email)
    expect(erasure.subjectHash).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(log).toLowerCase()).not.toContain(email.toLowerCase())
  })

  test('viewing the inbox is written to the audit log', async ({ request }) => {
    const admissions = await adminAuth(request, ADMISSIONS)
    expect((await request.get('/api/information-requests?limit=3', { headers: admissions })).status()).toBe(200)
    const admin = await adminAuth(request)
    const log = (await (
      await request.get('/api/audit-log?limit=5&sort=-createdAt&depth=1', { headers: admin })
    ).json()) as {
      docs: { action: string; user?: { email: string } }[]
    }
    expect(log.docs.some((d) => d.action === 'viewed' && d.user?.email === ADMISSIONS.email)).toBe(true)
  })

  test('a request older than the retention period is gone after the retention job runs; a recent one stays', async ({
    request,
  }) => {
    const old = `old-${Date.now()}@example.com`
    const recent = `recent-${Date.now()}@example.com`
    await sendRequest(request, old)
    await sendRequest(request, recent)
    const admin = await adminAuth(request)
    const [oldDoc] = await requestsWith(request, admin, old)
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 24 * 3600 * 1000).toISOString()
    expect(
      (
        await request.patch(`/api/information-requests/${oldDoc.id}`, {
          headers: admin,
          data: { entryDate: threeYearsAgo },
        })
      ).status(),
    ).toBe(200)

    expect(
      (
        await request.post('/api/information-requests/purge-expired', { headers: await adminAuth(request, ADMISSIONS) })
      ).status(),
    ).toBe(403)
    const purge = await request.post('/api/information-requests/purge-expired', { headers: admin })
    expect(purge.status()).toBe(200)
    expect(((await purge.json()) as { purged: number }).purged).toBeGreaterThanOrEqual(1)
    expect(await requestsWith(request, admin, old)).toHaveLength(0)
    expect(await requestsWith(request, admin, recent)).toHaveLength(1)
  })

  test('nobody writes to the audit log through the API, and only administrators read it', async ({ request }) => {
    const admin = await adminAuth(request)
    expect(
      (
        await request.post('/api/audit-log', {
          headers: admin,
          data: { action: 'viewed', collectionSlug: 'x', summary: 'forged' },
        })
      ).status(),
    ).toBe(403)
    expect((await request.get('/api/audit-log', { headers: await adminAuth(request, ADMISSIONS) })).status()).toBe(403)
    expect((await request.get('/api/audit-log')).status()).toBe(403)
  })
})
