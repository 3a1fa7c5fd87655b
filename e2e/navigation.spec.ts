import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'

/**
 * The site's own links show the next page without a full page load: the document, its scripts
 * and the shell stay, only the page changes. A value left on `window` survives exactly when no
 * reload happened.
 */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
}

test.describe('client-side navigation', () => {
  test('the main menu, a story card and the footer change pages without reloading', async ({ visit, page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await visit('/', { screenshots: false })
    await markDocument(page)

    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Academics' }).click()
    await nav.getByRole('link', { name: 'Undergraduate programmes' }).click()
    await expect(page).toHaveURL(/\/undergrad$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The menu closes itself once the page has changed.
    await expect(nav.getByRole('link', { name: 'Undergraduate programmes' })).toBeHidden()
    await expectSameDocument(page)

    // A programme's card leads to its detail page.
    await page.locator('main a[href*="degree="], main a[href^="/undergrad/"]').first().click()
    await expect(page).toHaveURL(/degree=|\/undergrad\/[a-z0-9-]+/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectSameDocument(page)

    await page.getByRole('link', { name: 'Privacy Notice' }).first().click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectSameDocument(page)
    await expectAccessible(page)
  })

  test('no page is fetched ahead until its link is pointed at; then it is, before the click', async ({
    visit,
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    // The About panel's pages that nothing else on the home page links to.
    const panelOnly = ['/president_message', '/accreditation', '/diversity']
    const fetched = new Set<string>()
    page.on('request', (request) => {
      if (request.headers()['rsc'] === '1') fetched.add(new URL(request.url()).pathname)
    })
    await visit('/', { screenshots: false })
    await page.waitForLoadState('networkidle')
    // Loading a page fetches none of the pages it links to, seen or not.
    expect([...fetched]).toEqual([])

    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'About' }).click()
    await nav.getByRole('link', { name: 'Accreditation' }).hover()
    await expect.poll(() => fetched.has('/accreditation')).toBe(true)
    expect(panelOnly.filter((path) => fetched.has(path))).toEqual(['/accreditation'])
    await markDocument(page)
    await nav.getByRole('link', { name: 'Accreditation' }).click()
    await expect(page).toHaveURL(/\/accreditation$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectSameDocument(page)
  })

  test('a feature story opens from the home page without reloading, and Back returns', async ({ visit, page }) => {
    await visit('/', { screenshots: false })
    await markDocument(page)
    const story = page.locator('main a[href^="/featurestory"]').first()
    const title = (await story.textContent())?.trim()
    await story.click()
    await expect(page).toHaveURL(/\/featurestory/)
    if (title) await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 20))
    await expectSameDocument(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expectSameDocument(page)
  })

  test('on a phone the menu closes after a link is followed', async ({ visit, page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await visit('/tuitionfees', { screenshots: false })
    await markDocument(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Menu' }).click()
    await nav.getByRole('button', { name: 'Admissions' }).click()
    // The open menu lies wholly on the screen.
    const sections = await nav.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls')
    const menu = await page.locator(`[id="${sections}"]`).boundingBox()
    expect(menu?.x).toBeGreaterThanOrEqual(0)
    expect((menu?.x ?? 0) + (menu?.width ?? 0)).toBeLessThanOrEqual(390)
    await nav.getByRole('link', { name: 'Financial aid' }).click()
    await expect(page).toHaveURL(/\/financialaid$/)
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    await expectSameDocument(page)
  })
})
