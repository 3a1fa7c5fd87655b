/**
 * E-mail over SMTP (README, E-mail): the e2e server sends to 127.0.0.1:E2E_PORT+5, where this
 * spec's own SMTP server listens while it runs (elsewhere nobody listens, and sending fails quietly).
 */
import type { APIRequestContext } from '@playwright/test'
import { VALID_REQUEST } from '../features/request-information/fixtures/valid-request.mjs'
import { PASSWORD_RESET_SUBJECT } from '../lib/cms/email/password-reset'
import { ADMIN, adminAuth, signInToAdmin } from './admin-api'
import { expect, lookAt, test } from './fixtures'
import { solvedAltcha } from './request-form'
import { recipients, startSmtpServer } from './smtp'

test.describe.configure({ mode: 'serial' })

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
test.beforeAll(async () => {
  smtp = await startSmtpServer()
})
test.afterAll(async () => {
  await smtp?.close()
})

let addressCounter = 0
const newAddress = () => `198.51.100.${(++addressCounter % 250) + 1}`

async function sendRequest(request: APIRequestContext, email: string) {
  const started = Date.now()
  const response = await request.post('/api/request-information', {
    headers: { 'X-Forwarded-For': newAddress() },
    data: { ...VALID_REQUEST, email, altcha: await solvedAltcha(request) },
  })
  expect(response.status()).toBe(201)
  return Date.now() - started
}

test.describe('e-mail', () => {
  test('with no mail server listening, an information request is still stored and answered at once', async ({
    request,
  }) => {
    await smtp.close()
    try {
      const email = `no-smtp-${Date.now()}@example.com`
      expect(await sendRequest(request, email)).toBeLessThan(15_000)
      const admin = await adminAuth(request)
      const list = await request.get(
        `/api/information-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        { headers: admin },
      )
      expect(((await list.json()) as { docs: unknown[] }).docs).toHaveLength(1)
    } finally {
      smtp = await startSmtpServer()
    }
  })

  test('a password reset mail arrives with a link on the configured origin, and the link resets the password', async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await adminAuth(request)
    const email = `reset-${Date.now()}@example.edu`
    const created = await request.post('/api/users', {
      headers: admin,
      data: { email, password: 'an original passphrase 1987', name: 'Reset test', roles: ['editor'] },
    })
    expect(created.status()).toBe(201)
    const { doc: user } = (await created.json()) as { doc: { id: number } }
    try {
      expect((await request.post('/api/users/forgot-password', { data: { email } })).status()).toBe(200)
      const mail = await smtp.waitFor((m) => recipients(m).includes(email))
      expect(mail.subject).toBe(PASSWORD_RESET_SUBJECT)
      expect(mail.from?.value[0].address).toBe('web@example.edu')
      // The browser reads the mail's HTML: the link it would follow.
      await page.setContent(String(mail.html))
      const href = await page.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')
      const link = new URL(href!)
      expect(link.origin).toBe(new URL(baseURL!).origin)
      expect(link.pathname).toMatch(/^\/admin\/reset\/[0-9a-f]{40}$/)

      await page.goto(link.pathname)
      await expect(page.locator('input[type="password"]').first()).toBeVisible()
      const token = link.pathname.split('/').pop()
      const reset = await request.post('/api/users/reset-password', {
        data: { token, password: 'a brand new passphrase 2026' },
      })
      expect(reset.status()).toBe(200)
      expect(
        (await request.post('/api/users/login', { data: { email, password: 'a brand new passphrase 2026' } })).status(),
      ).toBe(200)
    } finally {
      await request.delete(`/api/users/${user.id}`, { headers: admin })
    }
  })

  test('each information request sends admissions a notice with no personal data, after the answer', async ({
    request,
    baseURL,
  }) => {
    const email = `notice-${Date.now()}@example.com`
    const took = await sendRequest(request, email)
    expect(took).toBeLessThan(15_000)
    const admin = await adminAuth(request)
    const list = await request.get(
      `/api/information-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: admin },
    )
    const [stored] = ((await list.json()) as { docs: { id: number }[] }).docs
    const link = `${new URL(baseURL!).origin}/admin/collections/information-requests/${stored.id}`
    const settings = (await (await request.get('/api/globals/site-settings?depth=0')).json()) as {
      emails: { admissions: string }
    }

    const mail = await smtp.waitFor((m) => String(m.text).includes(link))
    expect(recipients(mail)).toEqual([settings.emails.admissions])
    expect(mail.subject).toBe('New information request from the website')
    expect(mail.text).toContain('about Public Health (Graduate)')
    for (const value of [
      email,
      VALID_REQUEST.firstName,
      VALID_REQUEST.middleName,
      VALID_REQUEST.telephone,
      VALID_REQUEST.lastSchool,
      'notice-',
    ]) {
      expect(mail.subject).not.toContain(value)
      expect(mail.text).not.toContain(value)
    }
    // The request records that admissions was told.
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get(`/api/information-requests/${stored.id}?depth=0`, { headers: admin })
            ).json()) as { noticedAt?: string }
          ).noticedAt,
      )
      .toBeTruthy()
  })

  test('Site settings → E-mail chooses how admissions hears of new requests', async ({ page }) => {
    await signInToAdmin(page, ADMIN)
    // This server has SMTP settings: no "not configured" notice on the dashboard.
    await expect(page.getByText('E-mail is not configured')).toHaveCount(0)
    await page.goto('/admin/globals/site-settings')
    await page.getByRole('button', { name: 'E-mail', exact: true }).click()
    await expect(page.getByText('Notices to admissions about new information requests')).toBeVisible()
    await expect(page.getByText('Send notices to')).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 900 })
    await lookAt(page, { path: 'e2e/screenshots/admin-site-settings-email-desktop.png', fullPage: true })
  })
})
