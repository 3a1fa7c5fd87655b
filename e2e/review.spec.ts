/**
 * Review before publishing (README, Editors → Review): with review on for a college, its college
 * editor submits a change instead of publishing it; an editor sends it back with a comment, the
 * author fixes it and submits again, the editor approves it by publishing, and visitors see it.
 * Every step arrives by e-mail (the spec's own SMTP server on E2E_PORT+5) and is in the audit log.
 * The author's page stays open on the document throughout: a submitted change is the reviewers' to
 * publish, not locked in its author's name ("Document locked").
 *
 * What the test changes (Site settings → Review, the programme, the two editors' windows) is put
 * back after it even when it fails or runs out of time (afterEach, whose fixtures are still open),
 * so a retry starts where the first attempt did, not on a change left waiting for review.
 */
import { axe } from './axe'
import type { Browser, Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { REVIEW_SUBJECTS } from '../lib/cms/review/messages'
import { recordUrl } from '../lib/pages/records'
import { adminAuth, COLLEGE_EDITOR, EDITOR, signInToAdmin } from './admin-api'
import { tooling } from '../lib/config/tooling.mjs'
import { expect, lookAt, test, WIDTHS } from './fixtures'
import { recipients, startSmtpServer } from './smtp'

type Programme = { id: number; name: string; slug: string; kind: string; duration?: string | null; department: number }

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
test.beforeAll(async () => {
  smtp = await startSmtpServer()
})
test.afterAll(async () => {
  await smtp?.close()
})

/**
 * What the running test has changed, put back in reverse order after it, pass or fail. Every step is
 * tried; a step that fails fails the test, since what it left behind would meet the retry.
 */
const undo: (() => Promise<unknown>)[] = []
test.afterEach(async () => {
  const failed: unknown[] = []
  for (const step of undo.splice(0).reverse()) await step().catch((error: unknown) => failed.push(error))
  if (failed.length > 0) throw failed[0]
})

async function signedIn(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } })
  undo.push(() => context.close())
  const page = await context.newPage()
  await signInToAdmin(page, user)
  return page
}

/**
 * Axe on our part of the review screens, and pictures of them at both widths (e2e/screenshots) when
 * pictures are taken (E2E_SCREENSHOTS).
 */
async function look(page: Page, name: string, selector: string) {
  const results = await axe(page).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  if (!tooling.e2e.screenshots) return
  mkdirSync(path.resolve('e2e/screenshots'), { recursive: true })
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 })
    await lookAt(page, { path: path.resolve(`e2e/screenshots/review-${name}-${label}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 })
}

test('a college editor’s change is submitted, sent back with a comment, fixed, approved and on the site', async ({
  browser,
  request,
  visit,
}) => {
  test.setTimeout(240_000)
  const admin = await adminAuth(request)
  const colleges = (await (await request.get('/api/colleges?limit=20&depth=0', { headers: admin })).json()) as {
    docs: { id: number; code: string }[]
  }
  const cnas = colleges.docs.find((c) => c.code === COLLEGE_EDITOR.college)!
  const departments = (await (
    await request.get(`/api/departments?where[college][equals]=${cnas.id}&limit=100&depth=0`, { headers: admin })
  ).json()) as { docs: { id: number }[] }
  const programmes = (await (
    await request.get(
      `/api/programmes?where[department][in]=${departments.docs.map((d) => d.id).join(',')}&where[kind][equals]=undergraduate&limit=1&depth=0`,
      { headers: admin },
    )
  ).json()) as { docs: Programme[] }
  const programme = programmes.docs[0]
  const original = programme.duration ?? ''
  const first = `4 years (review ${Date.now()})`
  const fixed = `3 years full time (review ${Date.now()})`
  const editorRecord = (await (
    await request.get(`/api/users?where[email][equals]=${COLLEGE_EDITOR.email}&depth=0`, { headers: admin })
  ).json()) as { docs: { id: number }[] }
  const collegeEditorId = editorRecord.docs[0].id
  /** Payload's locks on the programme: whoever holds one, everyone else gets "Document locked" there. */
  const locks = async () =>
    (
      (await (
        await request.get(
          `/api/payload-locked-documents?where[document.relationTo][equals]=programmes&where[document.value][equals]=${programme.id}&depth=0`,
          { headers: admin },
        )
      ).json()) as { docs: { id: number; user: { value: number } }[] }
    ).docs
  const lockHolders = async () => (await locks()).map((lock) => lock.user.value)
  /**
   * The author changes the duration and submits the change: the page reloads on it, waiting, and the
   * author holds no lock on it. The form's change asks for its lock status (which locks the document
   * in the asker's name) only once the submission's save has answered, as on a busy machine: the
   * late lock that would keep a submitted change locked to its author for minutes.
   */
  const changeAndSubmit = async (author: Page, duration: string) => {
    const form = `**/admin/collections/programmes/${programme.id}`
    // Longer than an action's limit (playwright.config.ts), and not left to fail unawaited: a submit
    // button that never comes fails the test at its click, saying so.
    const saved = author.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes(`/api/programmes/${programme.id}?depth=0&draft=true`),
      { timeout: 90_000 },
    )
    saved.catch(() => undefined)
    await author.route(form, async (route) => {
      if (route.request().method() === 'POST' && route.request().postData()?.includes('"returnLockStatus":true'))
        await saved.catch(() => undefined)
      await route.fallback()
    })
    await author.getByLabel('Duration').fill(duration)
    const reloaded = author.waitForEvent('load', { timeout: 90_000 })
    reloaded.catch(() => undefined)
    await author.getByRole('button', { name: 'Submit for review' }).click()
    expect((await saved).status()).toBe(200)
    await reloaded
    await author.unroute(form)
    await expect(author.getByTestId('review-panel')).toContainText('Waiting for review')
    expect(await lockHolders()).toEqual([])
  }

  const releaseLocks = async () => {
    // Gone either way: removed now, or already (a lock ends with its duration).
    for (const lock of await locks())
      expect([200, 404]).toContain(
        (await request.delete(`/api/payload-locked-documents/${lock.id}`, { headers: admin })).status(),
      )
  }
  undo.push(async () => {
    const off = await request.post('/api/globals/site-settings', { headers: admin, data: { review: { colleges: [] } } })
    expect(off.status()).toBe(200)
    await releaseLocks()
    const restored = await request.patch(`/api/programmes/${programme.id}`, {
      headers: admin,
      data: { duration: original, _status: 'published' },
    })
    expect(restored.status()).toBe(200)
  })

  // Review on for CNAS (Site settings → Review), no named reviewers: editors and administrators review.
  const on = await request.post('/api/globals/site-settings', {
    headers: admin,
    data: { review: { collections: [], reviewers: [], colleges: [{ college: cnas.id, reviewers: [] }] } },
  })
  expect(on.status()).toBe(200)
  // Publishing is refused to the college editor, by the API as by the admin.
  const collegeEditorApi = await adminAuth(request, COLLEGE_EDITOR)
  const refused = await request.patch(`/api/programmes/${programme.id}`, {
    headers: collegeEditorApi,
    data: { duration: 'published without review', _status: 'published' },
  })
  expect(refused.status()).toBe(403)
  expect(JSON.stringify(await refused.json())).toContain('submit them for review')

  // 1. The college editor changes the programme and submits it.
  const author = await signedIn(browser, COLLEGE_EDITOR)
  await author.goto(`/admin/collections/programmes/${programme.id}`)
  await expect(author.locator('#action-save')).toHaveCount(0)
  await changeAndSubmit(author, first)
  // One e-mail per reviewer (editors and administrators), none to the author.
  const submitted = await smtp.waitFor(
    (m) => m.subject === REVIEW_SUBJECTS.submitted(programme.name) && recipients(m).includes(EDITOR.email),
  )
  expect(String(submitted.text)).toContain(`/admin/collections/programmes/${programme.id}`)
  const toReviewers = smtp.received.filter((m) => m.subject === REVIEW_SUBJECTS.submitted(programme.name))
  expect(toReviewers.flatMap(recipients)).not.toContain(COLLEGE_EDITOR.email)

  // 2. The editor finds it on the dashboard with the change shown, and sends it back with a comment.
  const reviewer = await signedIn(browser, EDITOR)
  const waiting = reviewer.getByTestId('waiting-for-review')
  await expect(waiting).toContainText(programme.name)
  const row = waiting.getByRole('row', { name: /Duration/ })
  await expect(row.locator('del')).toHaveText(original || '(empty)')
  await expect(row.locator('ins')).toHaveText(first)
  await look(reviewer, 'dashboard', '[data-testid="waiting-for-review"]')
  await waiting.getByRole('link', { name: programme.name }).click()
  await expect(reviewer.getByTestId('review-panel')).toContainText('Waiting for review')
  const comment = 'Say “full time”, and it is three years since the 2026 revision.'
  await reviewer.getByLabel('Comment for the author').fill(comment)
  await look(reviewer, 'reviewer-document', '[data-testid="review-panel"]')
  await reviewer.getByRole('button', { name: 'Send back' }).click()
  await expect(reviewer.getByTestId('review-panel')).toContainText('Sent back', { timeout: 30_000 })
  const sentBack = await smtp.waitFor((m) => m.subject === REVIEW_SUBJECTS['sent-back'](programme.name))
  expect(recipients(sentBack)).toEqual([COLLEGE_EDITOR.email])
  expect(String(sentBack.text)).toContain(comment)

  // 3. The author sees the comment on the document, fixes the change and submits it again.
  await author.reload()
  await expect(author.getByTestId('review-comment')).toHaveText(comment)
  await look(author, 'author-sent-back', '[data-testid="review-panel"]')
  await changeAndSubmit(author, fixed)

  // Not on the site yet.
  const url = recordUrl('programmes', programme)!
  const before = await visit(url, { screenshots: false })
  await expect(before.getByText(fixed)).toHaveCount(0)

  // 4. The editor approves it by publishing it, in the admin, while the author still has it open.
  await reviewer.goto(`/admin/collections/programmes/${programme.id}`)
  await expect(reviewer.getByLabel('Duration')).toHaveValue(fixed)
  await expect(reviewer.locator('#action-save')).toBeEnabled({ timeout: 30_000 })
  const published = reviewer.waitForResponse(
    (r) => r.url().includes(`/api/programmes/${programme.id}`) && r.request().method() === 'PATCH',
    { timeout: 60_000 },
  )
  await reviewer.locator('#action-save').click()
  expect((await published).status()).toBe(200)
  await reviewer.reload()
  await expect(reviewer.getByTestId('review-panel')).toContainText('Approved', { timeout: 30_000 })
  const approved = await smtp.waitFor((m) => m.subject === REVIEW_SUBJECTS.approved(programme.name))
  expect(recipients(approved)).toEqual([COLLEGE_EDITOR.email])

  // 5. Visitors see it.
  await expect(async () => {
    const page = await visit(url, { screenshots: false })
    await expect(page.getByText(fixed)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })

  // 6. Every step is in the audit log, naming who took it.
  const audit = (await (
    await request.get(
      `/api/audit-log?where[collectionSlug][equals]=programmes&where[documentIds][equals]=${programme.id}&sort=createdAt&limit=50&depth=0`,
      { headers: admin },
    )
  ).json()) as { docs: { action: string; user: number | null }[] }
  const steps = audit.docs.map((d) => d.action).filter((a) => a.startsWith('review-'))
  expect(steps.slice(-4)).toEqual(['review-submitted', 'review-sent-back', 'review-submitted', 'review-approved'])
  expect(audit.docs.at(-1)?.action === 'published' || audit.docs.at(-2)?.action === 'published').toBe(true)
  expect(audit.docs.filter((d) => d.action === 'review-submitted').at(-1)?.user).toBe(collegeEditorId)
  // The history keeps each step as a version.
  const versions = (await (
    await request.get(
      `/api/programmes/versions?where[parent][equals]=${programme.id}&sort=-updatedAt&limit=10&depth=0`,
      { headers: admin },
    )
  ).json()) as { docs: { version: { review?: { status?: string; comment?: string } } }[] }
  expect(versions.docs.some((v) => v.version.review?.comment === comment)).toBe(true)
})
