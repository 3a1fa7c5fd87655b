import { chromium, type Page } from '@playwright/test'
import { FOOTER_ID } from '../components/shell/first-paint'
import { tooling } from '../lib/config/tooling.mjs'
import { expect, expectAccessible, test } from './fixtures'

/**
 * The first-visit cookie notice is in the server HTML and shown as a modal by the inline script
 * after it, before the app's scripts run (it was the largest paint of most pages and came only
 * after hydration). Holding back the app's bundles shows what a visitor sees before they arrive.
 */
const NOTICE = { name: 'This website uses cookies' }
const BUNDLES = '**/_next/static/chunks/*.js'

/** Holds the app's bundles back until the returned function is called. */
async function holdBundles(page: Page) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(BUNDLES, async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}

test.describe('cookie notice painted with the page', () => {
  test('a first visit sees the notice as a modal before the app scripts run, and answers it once they do', async ({
    visit,
    page,
  }) => {
    const release = await holdBundles(page)
    await page.goto('/privacy', { waitUntil: 'commit' })
    const notice = page.getByRole('dialog', NOTICE)
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('We use cookies')
    // A modal already, focus inside it, though the app's scripts are held back. (Polled: the
    // inline script that makes it one runs as the page is parsed.)
    await expect.poll(() => notice.evaluate((d) => d.matches(':modal'))).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe(
      await notice.getAttribute('id'),
    )
    // Only the app records that it was seen.
    expect(await page.evaluate(() => localStorage.getItem('modalSeen'))).toBeNull()

    release()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('modalSeen'))).toBe('false')
    await expect(notice).toBeVisible()
    expect(await notice.evaluate((d) => d.matches(':modal'))).toBe(true)
    await notice.getByRole('button', { name: 'Yes, I Accept' }).click()
    await expect(notice).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('modalSeen'))).toBe('true')

    // The usual visit (status, axe, no notice) once everything has loaded.
    await page.unroute(BUNDLES)
    await visit('/privacy', { screenshots: false })
  })

  test('the notice and the page stay in place while the app scripts arrive (no shift); the page starts below it until answered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdBundles(page)
    await page.goto('/tuitionfees', { waitUntil: 'commit' })
    const notice = page.getByRole('dialog', NOTICE)
    await expect(notice).toBeVisible()
    // As first painted: the page's styles are in its HTML, and the first paint waits until the
    // page is parsed to its footer (e2e/first-paint.spec.ts), so the notice is measured then.
    await page.locator(`footer#${FOOTER_ID}`).waitFor({ state: 'attached' })
    const before = await notice.boundingBox()
    expect(before).not.toBeNull()
    // Inside the viewport and centred, as the modal is.
    expect(before!.y).toBeGreaterThan(0)
    expect(before!.y + before!.height).toBeLessThanOrEqual(844)
    expect(Math.abs(before!.x + before!.width / 2 - 195)).toBeLessThanOrEqual(1)
    // Nothing of the page under the notice (so checkers can tell what its text stands on).
    const pageTop = () =>
      page.getByRole('navigation', { name: 'Utility links' }).evaluate((e) => e.getBoundingClientRect().top)
    const pageBefore = await pageTop()
    expect(pageBefore).toBeGreaterThanOrEqual(844)
    // Nor is the page rendered under it (not laid out or painted until the notice is answered).
    const pageRendered = () =>
      page.evaluate(() =>
        ['main h1', 'header a', 'footer a'].map((selector) =>
          document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }),
        ),
      )
    expect(await pageRendered()).toEqual([false, false, false])
    release()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('modalSeen'))).toBe('false')
    expect(await notice.boundingBox()).toEqual(before)
    expect(await pageTop()).toBe(pageBefore)
    expect(await pageRendered()).toEqual([false, false, false])
    // Answered: the page is back at the top, and rendered.
    await notice.getByRole('button', { name: 'Yes, I Accept' }).click()
    await expect.poll(pageTop).toBeLessThan(100)
    expect(await pageRendered()).toEqual([true, true, true])
  })

  // Chromium lays out each form control at load to learn whether it can take focus (its autofill
  // does; the suite's headless shell has none, so this test drives the whole browser, as a visitor's
  // is), and with the control whatever else is skipped with it: before, the calendar's download
  // menu laid out the whole calendar (520 layout objects), the search box all the results (620).
  test('a form control under the notice does not bring the page under it into layout', async ({ baseURL }) => {
    const browser = await chromium.launch({ executablePath: tooling.chromiumPath })
    try {
      for (const url of ['/academiccalendar', '/keywordsearch?keyword=nursing', '/searchDepartment']) {
        const page = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } })
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Performance.enable')
        const layoutObjects = async () =>
          (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'LayoutObjects')!.value
        await page.goto(url, { waitUntil: 'load' })
        // The app has taken over the notice, and the browser has had time for its look at the forms
        // (nothing to wait for but time: it happens at the document's load, out of the page's sight).
        await expect.poll(() => page.evaluate(() => localStorage.getItem('modalSeen'))).toBe('false')
        await page.waitForTimeout(1000)
        const underNotice = await layoutObjects()
        await page.getByRole('button', { name: 'Yes, I Accept' }).click()
        // Answered, the page is laid out: many times what was laid out under the notice.
        await expect
          .poll(layoutObjects, { message: `${url}: ${underNotice} layout objects under the notice` })
          .toBeGreaterThan(underNotice * 4)
        await expectAccessible(page, url)
        await page.close()
      }
    } finally {
      await browser.close()
    }
  })

  test('closed with Escape before the app scripts run, it stays closed once they do', async ({ page }) => {
    const release = await holdBundles(page)
    await page.goto('/privacy', { waitUntil: 'commit' })
    const notice = page.getByRole('dialog', NOTICE)
    await expect.poll(() => notice.evaluate((d) => d.matches(':modal'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(notice).toBeHidden()
    release()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('modalSeen'))).toBe('false')
    // The app has taken over, and the notice has not come back.
    await page.waitForLoadState('load')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a returning visitor never sees it, not even before the scripts run', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('modalSeen', 'true'))
    await page.route(BUNDLES, (route) => route.abort())
    await page.goto('/privacy', { waitUntil: 'load' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('without JavaScript the notice stays hidden: nothing could dismiss it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/privacy', { waitUntil: 'load' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await context.close()
  })
})
