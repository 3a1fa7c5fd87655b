/**
 * The site-wide alert (issue 19, item 2), against the production build: an alert an editor
 * publishes through the CMS's REST API is in the server HTML of `/` and deep pages on the next
 * request, reaches a page already open at its next poll without a reload, starts and ends by
 * itself at its times (the first request after either boundary already shows the change),
 * emergencies cannot be dismissed, other alerts can and stay dismissed, with no flash before the
 * scripts run. Runs in its own Playwright project after the others, so no other spec ever sees an
 * alert on; every alert it makes is deleted at the end.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { ALERT_POLL_MS } from '../lib/alerts/public-alert'
import { BATCH_MS, RENDERS_IN_FLIGHT_MS } from '../lib/cache/revalidation/follow-up'
import { adminAuth, EDITOR } from './admin-api'
import { expect, expectAccessible, lookAt, test, WIDTHS } from './fixtures'

test.describe.configure({ mode: 'serial' })

const DEEP_PAGES = ['/tuitionfees', '/undergrad?degree=nursing']
const made: number[] = []
let headers: Record<string, string>

const iso = (ms: number) => new Date(ms).toISOString()
const html = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return response.text()
}
const banner = (page: Page) => page.locator('[data-site-alert]')
/** The banner in a page's HTML: the attribute on an element (the page's inline styles name `data-site-alert-hidden`). */
const BANNER_IN_HTML = /\sdata-site-alert="/

async function publish(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/alerts', { headers, data })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  made.push(doc.id)
  return doc.id
}

async function edit(request: APIRequestContext, id: number, data: Record<string, unknown>) {
  const response = await request.patch(`/api/alerts/${id}`, { headers, data })
  expect(response.status(), await response.text()).toBe(200)
}

/** Waits (really: the server's clock) until just after `at`. */
async function waitUntil(at: number) {
  const wait = at - Date.now() + 400
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

async function screenshots(page: Page, name: string) {
  const dir = path.resolve('e2e/screenshots')
  mkdirSync(dir, { recursive: true })
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 844 })
    // The alert sits at the very top; a reload may have restored a scrolled position.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await lookAt(page, { path: path.join(dir, `${name}-${label}.png`) })
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 800 })
}

test.beforeAll(async ({ request }) => {
  headers = await adminAuth(request, EDITOR)
})

test.afterAll(async ({ request }) => {
  for (const id of made) await request.delete(`/api/alerts/${id}`, { headers })
  // Render the pages shown with an alert again now, so no cached copy of one outlives this server
  // (the outage spec starts a second server from the same build and its cached pages). A page the
  // other projects' requests were rendering when an alert was deleted may have been stored with it
  // after the deletion's expiry: the deletion's second expiry ends it (lib/cache/revalidation/follow-up.ts).
  for (const url of ['/', ...DEEP_PAGES])
    await expect
      .poll(async () => html(request, url), { message: url, timeout: RENDERS_IN_FLIGHT_MS + BATCH_MS + 10_000 })
      .not.toMatch(BANNER_IN_HTML)
})

test('no alert is on by default: the seeded weather notice is over, and visitors cannot read it', async ({
  request,
}) => {
  const seeded = await request.get('/api/alerts?where[headline][like]=all classes are virtual&depth=0', { headers })
  const { docs } = (await seeded.json()) as { docs: { endsAt: string }[] }
  expect(docs).toHaveLength(1)
  expect(Date.parse(docs[0].endsAt)).toBeLessThan(Date.now())

  const anonymous = await request.get('/api/alerts?depth=0', { headers: { Authorization: '' } })
  expect(anonymous.status()).toBe(200)
  expect(((await anonymous.json()) as { docs: unknown[] }).docs).toEqual([])

  expect(await html(request, '/')).not.toMatch(BANNER_IN_HTML)
  expect(await (await request.get('/api/current-alert')).json()).toEqual({ alert: null })
})

test('bad input is refused with field errors and nothing is stored', async ({ request }) => {
  const now = Date.now()
  const response = await request.post('/api/alerts', {
    headers,
    data: {
      level: 'warning',
      headline: 'Bad',
      text: 'Bad.',
      linkUrl: '//evil.example.com',
      linkLabel: 'x',
      startsAt: iso(now),
      endsAt: iso(now - 60_000),
    },
  })
  expect(response.status()).toBe(400)
  const body = JSON.stringify(await response.json())
  expect(body).toContain('The end must be after the start')
  expect(body).toContain('starting with /')
  const { totalDocs } = (await (await request.get('/api/alerts?where[headline][equals]=Bad', { headers })).json()) as {
    totalDocs: number
  }
  expect(totalDocs).toBe(0)
})

test('a published alert is in the server HTML at once, reaches an open page, can be dismissed, and ends by itself', async ({
  page,
  request,
  visit,
}) => {
  test.setTimeout(120_000)
  // The open page's timers are driven by the test, so a poll interval passes without waiting it out.
  await page.clock.install()
  await visit('/tuitionfees', { screenshots: false })
  await expect(banner(page)).toHaveCount(0)
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))

  const now = Date.now()
  const headline = `Registration extended ${now}`
  const id = await publish(request, {
    level: 'information',
    headline,
    text: 'Registration for the semester is open until Friday at 4 pm.',
    linkUrl: '/academiccalendar',
    linkLabel: 'Academic calendar',
    startsAt: iso(now - 60_000),
    endsAt: iso(now + 10 * 60_000),
  })

  // The next response of every page carries it.
  for (const url of ['/', ...DEEP_PAGES]) expect(await html(request, url), url).toContain(headline)

  // The page already open shows it within one poll, without a reload.
  await page.clock.runFor(ALERT_POLL_MS + 1_000)
  const status = page.getByRole('status').filter({ hasText: headline })
  await expect(status).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  await expectAccessible(page)

  // On a fresh visit: above the utility bar, announced as a status, dismissible by keyboard.
  await visit('/', { screenshots: false })
  await expect(page.getByRole('status').filter({ hasText: headline })).toBeVisible()
  await screenshots(page, 'site-alert-information')
  const dismiss = page.getByRole('button', { name: `Dismiss alert: ${headline}` })
  await dismiss.focus()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Utility links' })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  // Before any script of the page runs, the inline script already hid it: no flash of a dismissed alert.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.reload()
  await expect(banner(page)).toHaveCount(1)
  await expect(banner(page)).toBeHidden()
  await page.unroute('**/_next/static/**/*.js')

  // Made an emergency: announced as an alert, no dismiss button, shown though this visitor dismissed it before.
  await edit(request, id, { level: 'emergency', headline: `Campus closed ${now}` })
  expect(await html(request, DEEP_PAGES[1])).toContain(`Campus closed ${now}`)
  await page.reload()
  const emergency = page.getByRole('alert').filter({ hasText: `Campus closed ${now}` })
  await expect(emergency).toBeVisible()
  await expect(page.getByRole('button', { name: /Dismiss alert/ })).toHaveCount(0)
  await expectAccessible(page)
  await screenshots(page, 'site-alert-emergency')

  // Ends a few seconds from now: the pages are cached with it until then, and the first request after has it gone.
  const endsAt = Date.now() + 6_000
  await edit(request, id, { endsAt: iso(endsAt) })
  for (const url of ['/', DEEP_PAGES[0]]) expect(await html(request, url), url).toContain(`Campus closed ${now}`)
  await waitUntil(endsAt)
  for (const url of ['/', ...DEEP_PAGES]) expect(await html(request, url), url).not.toContain(`Campus closed ${now}`)
  // The open page drops it too (its end timer, or at the latest its next poll).
  await page.clock.runFor(ALERT_POLL_MS + 1_000)
  await expect(emergency).toHaveCount(0)
})

test('a scheduled alert starts by itself: the first request after its start shows it', async ({ request }) => {
  test.setTimeout(60_000)
  const startsAt = Date.now() + 6_000
  const headline = `Water outage ${startsAt}`
  await publish(request, {
    level: 'warning',
    headline,
    text: 'Water is off in the dormitories this afternoon.',
    startsAt: iso(startsAt),
    endsAt: iso(startsAt + 10 * 60_000),
  })
  for (const url of ['/', DEEP_PAGES[0]]) expect(await html(request, url), url).not.toContain(headline)
  expect(await (await request.get('/api/alerts?depth=0', { headers: { Authorization: '' } })).json()).toMatchObject({
    docs: [],
  })
  await waitUntil(startsAt)
  for (const url of ['/', DEEP_PAGES[0]]) expect(await html(request, url), url).toContain(headline)
  expect(
    ((await (await request.get('/api/current-alert')).json()) as { alert: { headline: string } }).alert.headline,
  ).toBe(headline)
})
