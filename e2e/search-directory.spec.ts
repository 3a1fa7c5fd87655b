import { expect, test } from './fixtures'

test.describe('keyword search', () => {
  test('a known keyword shows the heading and its grouped links', async ({ visit }) => {
    const page = await visit('/keywordsearch?keyword=tuition')
    await expect(page.getByRole('heading', { name: 'Search Results for: tuition' })).toBeVisible()
    const group = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Tuition', exact: true }) })
    await expect(group.getByRole('link', { name: 'Tuition and fees' })).toHaveAttribute('href', '/tuitionfees')
  })

  test('the search box and the letter links lead to results', async ({ visit }) => {
    const page = await visit('/keywordsearch')
    await page.getByRole('combobox', { name: 'Keyword', exact: true }).fill('Records')
    await page.getByRole('combobox', { name: 'Keyword', exact: true }).press('Enter')
    await expect(page).toHaveURL(/keywordsearch\?keyword=Records$/)
    await expect(page.getByRole('heading', { name: 'Search Results for: Records' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Keywords by letter' })
      .getByRole('link', { name: 'Keywords starting with A' })
      .click()
    await expect(page).toHaveURL(/keywordsearch\?letter=A$/)
    await expect(page.getByRole('heading', { name: 'Admission', exact: true })).toBeVisible()
    await visit('/keywordsearch?letter=T', { screenshots: true })
    await expect(page.getByRole('heading', { name: 'Transcripts', exact: true })).toBeVisible()
  })

  test('pages are found by title beyond the curated keywords', async ({ visit }) => {
    const page = await visit('/keywordsearch?keyword=week%20of%20prayer', { screenshots: false })
    await expect(page.getByRole('link', { name: 'Events calendar' })).toHaveAttribute('href', '/eventscalendar')
  })

  test('hostile input is treated as text and an empty result says so kindly', async ({ visit }) => {
    test.setTimeout(120_000) // six visits, each checked by axe
    for (const q of ["'; DROP TABLE keyword_groups; --", '<script>alert(1)</script>', '%', '.*', 'x'.repeat(400)]) {
      const page = await visit(`/keywordsearch?keyword=${encodeURIComponent(q)}`, { screenshots: false })
      await expect(page.getByRole('heading', { name: /^Search Results for: / })).toBeVisible()
    }
    const page = await visit('/keywordsearch?keyword=qqzzxx', { screenshots: true })
    await expect(page.getByText('We found nothing for “qqzzxx”.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'department directory' })).toHaveAttribute(
      'href',
      '/searchDepartment',
    )
  })
})

test.describe('department directory and office hours', () => {
  test('on a phone the cards far down (laid out only when near) are shown whole when a reader scrolls to them', async ({
    visit,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await visit('/searchDepartment', { screenshots: false })
    const last = page.getByTestId('directory-entry').last()
    await last.scrollIntoViewIfNeeded()
    await expect.poll(() => last.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
    await expect(last.getByRole('heading')).toBeInViewport()
    await expect(last.getByText('Extension')).toBeVisible()
  })

  test('the directory filters by name case-insensitively', async ({ visit }) => {
    const page = await visit('/searchDepartment')
    const entries = page.getByTestId('directory-entry')
    expect(await entries.count()).toBeGreaterThanOrEqual(40)
    const box = page.getByRole('searchbox', { name: 'Search by name' })
    await box.fill('RECORDS')
    await expect(entries).toHaveCount(1)
    await expect(entries.first().getByRole('heading')).toHaveText('Records Office')
    await expect(entries.first().getByRole('link')).toHaveAttribute('href', /^mailto:/)
    await box.fill('records office')
    await expect(entries).toHaveCount(1)
    await box.fill('oFFiCe')
    // The list follows the box a moment after the typing (a deferred value): counted once it has.
    await expect.poll(() => entries.count()).toBeGreaterThan(1)
    await box.fill('no such office 123')
    await expect(entries).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('status')).toContainText('No office or department matches')
    await expect(page.getByRole('heading', { name: 'Departments and extensions' })).toBeVisible()
  })

  test('office hours show department, extension and hours', async ({ visit }) => {
    const page = await visit('/openinghours')
    const table = page.getByRole('table', { name: 'Office hours by department' })
    await expect(table.getByRole('columnheader')).toHaveText(['Department', 'Extension', 'Hours'])
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(5)
    // One rule (spec §9): offices close at 1:30 on Friday; the cashier's hours are those /tuitionfees gives.
    await expect(page.getByRole('main')).toContainText('Offices close at 1:30 p.m. on Friday, except the media office')
    const fridays = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [row.querySelector('th')?.textContent ?? '', row.textContent ?? '']))
    for (const [department, text] of fridays) {
      if (/Cashier|labs|media office|Public Safety/.test(department)) continue
      expect([department, /Friday [0-9:]+ a\.m\. to 1:30 p\.m\./.test(text)]).toEqual([department, true])
    }
    const cashier = await table.getByRole('row', { name: /Cashier/ }).textContent()
    const fees = await visit('/tuitionfees', { screenshots: false })
    const feesHours = await fees
      .getByRole('main')
      .locator('li', { hasText: /a\.m\. to/ })
      .allTextContents()
    expect(feesHours.length).toBeGreaterThan(1)
    for (const line of feesHours) expect(cashier).toContain(line.replace(': ', ' '))
  })
})
