import type { APIRequestContext, Page } from '@playwright/test'
import { adminAuth, EDITOR, publishInAdmin, signInToAdmin } from './admin-api'
import { expect, expectAccessible, test, WIDTHS } from './fixtures'

const NURSING = '/undergrad?degree=nursing'

/** The line of the estimate with this label (its row in the cost table). */
const costLine = (page: Page, label: string) =>
  page
    .getByRole('table', { name: 'The year’s cost, line by line' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: label, exact: true }),
    })

async function programmeBySlug(request: APIRequestContext, slug: string, headers: Record<string, string>) {
  const response = await request.get(`/api/programmes?where[slug][equals]=${slug}&depth=0&limit=1`, { headers })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: { id: number; tuitionLocal: number }[] }).docs[0]
}

test.describe('a prospective student on a phone', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 844 } })

  test('finds what nursing costs an international student living on campus, and the scholarship within reach', async ({
    visit,
    page,
  }) => {
    await visit(NURSING)
    await page.getByRole('link', { name: 'estimate a year of Nursing' }).click()
    await expect(page).toHaveURL(/\/costs\?programme=nursing$/)
    await expect(page.getByRole('heading', { level: 2, name: /First year of Nursing/ })).toBeVisible()

    await page.getByLabel('Where you live').selectOption('international')
    await expect(page).toHaveURL(/residency=international/)
    await page.getByLabel('I will live on campus').check()
    await expect(page).toHaveURL(/onCampus=1/)
    await page.getByLabel('CSEC/GCE/CAPE subjects at grades 1 and 2').fill('8')
    await page.getByLabel('CSEC/GCE/CAPE subjects at grades 1 and 2').blur()
    await expect(page).toHaveURL(/subjects=8/)

    await expect(costLine(page, 'Residence hall, room and meals')).toContainText('US$3,200')
    await expect(costLine(page, 'Application fee')).toContainText('US$55')
    await expect(costLine(page, 'Deposit for international students')).toContainText('US$100')
    await expect(costLine(page, 'Tuition for the year')).toContainText(/J\$[\d,]+/)
    // Every line names the page its figure comes from.
    await expect(costLine(page, 'Residence hall, room and meals').getByRole('link')).toHaveAttribute(
      'href',
      '/campusliving',
    )
    await expect(page.getByTestId('total-US$')).toHaveText('US$3,355')

    const scholarships = page.getByRole('table', { name: 'Scholarships and awards' })
    await expect(scholarships.getByRole('row', { name: /Academic Excellence Scholarship/ })).toContainText(
      'Within reach',
    )
    await expect(scholarships.getByRole('row', { name: /President’s Award/ })).toContainText('Not with these answers')
    await expect(scholarships.getByRole('row', { name: /International Student Award/ })).toContainText('Within reach')
    await expectAccessible(page)
    // The address holds every choice: opened again (axe, and screenshots at 390 and 1280 px) it shows the same estimate.
    await visit(page.url())
    await expect(page.getByTestId('total-US$')).toHaveText('US$3,355')
  })

  test('finds what to send as a transfer student, and asks about the programme already chosen', async ({
    visit,
    page,
  }) => {
    await visit(NURSING, { screenshots: false })
    await page.getByRole('link', { name: 'Transfer applicants' }).click()
    await expect(page).toHaveURL(/\/requirements\?programme=nursing&applicant=transfer/)
    await expect(page.getByRole('heading', { level: 2, name: /Transfer applicants to Nursing/ })).toBeVisible()
    const documents = page.getByTestId('documents')
    await expect(documents).toContainText('An official transcript from every college or university attended')
    await expect(documents).toContainText('Course descriptions or a bulletin')
    await expect(page.getByTestId('requirements')).toContainText('32 transferable semester credits')
    await expectAccessible(page)
    await visit('/requirements?programme=nursing&applicant=transfer')

    await page.getByRole('link', { name: 'Request information about Nursing' }).click()
    await expect(page).toHaveURL(/\/request_information\?programme=nursing/)
    await expect(page.getByLabel('Programme level')).toHaveValue('Undergraduate')
    await expect(page.getByLabel('Undergraduate programme')).toHaveValue('Nursing')
  })

  test('shortlists three programmes and compares them in a table, shareable as a link', async ({
    visit,
    page,
    browser,
  }) => {
    for (const path of [NURSING, '/undergrad?degree=biology', '/grad?degreeName=public-health-graduate']) {
      await visit(path, { screenshots: false })
      const button = page.getByTestId('shortlist').getByRole('button')
      await button.click()
      await expect(button).toHaveAttribute('aria-pressed', 'true')
    }
    await page.getByRole('link', { name: 'Compare your shortlist (3 programmes)' }).click()
    await expect(page).toHaveURL(/\/compare\?programmes=nursing,biology,public-health-graduate$/)
    const table = page.getByRole('table', { name: 'Programmes side by side' })
    await expect(table.getByRole('columnheader')).toHaveCount(3)
    for (const row of ['Level', 'Credential', 'College', 'Department', 'Duration', 'Tuition a year'])
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible()
    await expect(table.getByRole('row', { name: /What graduates do/ })).toContainText('Senior practitioner')
    await expect(table.getByRole('row', { name: /Next intake/ })).toContainText(/semester begins/i)
    // The table scrolls in its own named region at 390 px, reachable by keyboard.
    await expect(page.getByRole('region', { name: 'Programmes side by side' })).toHaveAttribute('tabindex', '0')
    await expectAccessible(page)
    await visit(page.url())

    // The link alone shows the comparison, in a browser that has no shortlist.
    const other = await browser.newContext()
    const shared = await other.newPage()
    await shared.goto('/compare?programmes=nursing,biology,public-health-graduate&residency=international')
    await expect(
      shared.getByRole('table', { name: 'Programmes side by side' }).getByRole('row', { name: /Tuition a year/ }),
    ).toContainText('US$')
    await other.close()
  })
})

test('/costs with no choices is one cached page for everyone; a choice leads on to its estimate', async ({
  request,
  visit,
  page,
}) => {
  // The form alone is the same for every visitor: cached by Next and kept by a shared cache (its
  // tags for the edge are bench:scale's to check, with Varnish in front).
  const blank = await request.get('/costs')
  expect(blank.status()).toBe(200)
  expect(blank.headers()['cache-control']).toMatch(/^s-maxage=\d+/)
  // An estimate depends on its query: rendered per request, never kept by a shared cache.
  const estimate = await request.get('/costs?programme=nursing')
  expect(estimate.headers()['cache-control']).toMatch(/no-store/)
  // The route an estimate is rendered at is not a second address.
  const inner = await request.get('/costs/estimate?programme=nursing', { maxRedirects: 0 })
  expect(inner.status()).toBe(308)
  expect(inner.headers().location).toBe('/costs?programme=nursing')

  await visit('/costs', { screenshots: false })
  await expect(page.getByText('Choose a programme to see its estimate.')).toBeVisible()
  await page.getByLabel('Programme').selectOption('nursing')
  await expect(page).toHaveURL(/\/costs\?programme=nursing/)
  await expect(page.getByRole('heading', { level: 2, name: /First year of Nursing/ })).toBeVisible()
  await page.getByLabel('Where you live').selectOption('international')
  await expect(page.getByTestId('total-US$')).toHaveText(/US\$/)
})

test('the cost form works without JavaScript, and says what it could not use', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/costs?programme=nursing')
  await page.getByLabel('Where you live').selectOption('international')
  await page.getByLabel('I will live on campus').check()
  await page.getByLabel('If I withdrew in week (of the semester)').fill('3')
  await page.getByRole('button', { name: 'Show the estimate' }).click()
  await expect(page).toHaveURL(/residency=international.*onCampus=1.*withdrawWeek=3/)
  await expect(costLine(page, 'Residence hall, room and meals')).toContainText('US$3,200')
  await expect(page.getByTestId('refund')).toContainText('60%')

  const malformed = await page.goto('/costs?programme=nursing&residency=mars&credits=lots')
  expect(malformed?.status()).toBe(200)
  const problems = page.getByRole('status').filter({ hasText: 'could not be used' })
  await expect(problems).toContainText('Residency: “mars” is not a choice')
  await expect(problems).toContainText('Credits a semester: “lots” is not a whole number')
  await expect(costLine(page, 'Tuition for the year')).toBeVisible()

  const unknown = await page.goto('/costs?programme=no-such-programme')
  expect(unknown?.status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: 'could not be used' })).toContainText(
    'No programme is called “no-such-programme”; choose one below.',
  )
  await expect(page.getByText('Choose a programme to see its estimate.')).toBeVisible()
  await context.close()
})

test('a fee an editor publishes in /admin is the estimate’s, the programme page’s and the finder’s on the next load', async ({
  browser,
  baseURL,
  request,
  visit,
  page,
}) => {
  test.setTimeout(120_000)
  const headers = await adminAuth(request, EDITOR)
  const nursing = await programmeBySlug(request, 'nursing', headers)
  const changed = nursing.tuitionLocal + 123_000
  const editor = await browser.newContext({ baseURL })
  const admin = await editor.newPage()
  const publishFee = async (value: number) => {
    await admin.goto(`/admin/collections/programmes/${nursing.id}`)
    const field = admin.getByRole('spinbutton', { name: 'Tuition Local' })
    await expect(field).toHaveValue(/\d/)
    await publishInAdmin(admin, async () => {
      await field.fill('')
      await field.fill(String(value))
    })
  }
  await signInToAdmin(admin, EDITOR)
  try {
    await publishFee(changed)
    const shown = `J$${changed.toLocaleString('en-US')}`
    await expect(async () => {
      await page.goto('/costs?programme=nursing')
      await expect(costLine(page, 'Tuition for the year')).toContainText(shown, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await visit('/searchdegree?q=nursing', { screenshots: false })
    await expect(page.getByRole('rowheader', { name: /^Nursing from/ })).toContainText(`from ${shown} a year`)
    await visit(NURSING, { screenshots: false })
    // The programme page writes fees as the spec's programme pages do ($873,000.00).
    await expect(page.getByTestId('programme-cost')).toContainText(
      `Tuition is $${changed.toLocaleString('en-US')}.00 a year`,
    )
  } finally {
    // Put back the same way: the editor holds Payload's lock on the document meanwhile.
    await publishFee(nursing.tuitionLocal)
    await editor.close()
  }
})

test('the new pages are in the sitemap and carry share cards', async ({ request, visit, page }) => {
  const sitemap = await (await request.get('/sitemaps/pages-1.xml')).text()
  for (const path of ['/costs', '/requirements', '/compare']) expect(sitemap).toContain(`${path}</loc>`)
  for (const path of ['/costs', '/requirements?programme=biology-graduate', '/compare']) {
    await visit(path)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
  }
})
