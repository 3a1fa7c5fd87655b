import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A public page's first paint needs nothing but its HTML: its style sheets are in it
 * (scripts/inline-site-styles.mjs), so a phone paints after one round trip, not two; and the paint
 * waits until the page is parsed to its footer, so the page is laid out once, before it is shown.
 * Every style sheet request is refused here: a page that still needed one would be unstyled.
 */
const STYLE_SHEETS = '**/*.css'

/** Refuses every style sheet the page asks for; returns the list of those it asked for. */
async function refuseStyleSheets(page: Page) {
  const asked: string[] = []
  await page.route(STYLE_SHEETS, (route) => {
    asked.push(route.request().url())
    return route.abort()
  })
  return asked
}

test.describe('first paint from the HTML alone', () => {
  test('a public page is styled with every style sheet request refused, and asks for none', async ({ page, visit }) => {
    const asked = await refuseStyleSheets(page)
    await visit('/academiccalendar', { screenshots: false })
    expect(asked).toEqual([])
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0)
    // Styled: the site's header colours and the calendar's own module (a grid), not the browser's defaults.
    const header = page.locator('header').first()
    expect(await header.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    expect(
      await page
        .locator('main [class*="toolbar"]')
        .first()
        .evaluate((e) => getComputedStyle(e).display),
    ).toBe('grid')
    // The paint waits for the footer, which every public page has.
    const expectLink = page.locator('head link[rel="expect"][blocking="render"]')
    await expect(expectLink).toHaveCount(1)
    const target = (await expectLink.getAttribute('href'))!
    await expect(page.locator(`footer${target}`)).toHaveCount(1)
  })

  test('a page reached through a link brings the styles it needs with it', async ({ page, visit }) => {
    const asked = await refuseStyleSheets(page)
    await visit('/', { screenshots: false })
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.locator('footer a[href="/academiccalendar"]').click()
    await expect(page).toHaveURL(/\/academiccalendar$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Academic Calendar' })).toBeVisible()
    // Not a full load: the app moved to the page.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    // The calendar's own styles, which the home page does not use, came with the page's data.
    await expect
      .poll(() =>
        page
          .locator('main [class*="toolbar"]')
          .first()
          .evaluate((e) => getComputedStyle(e).display),
      )
      .toBe('grid')
    expect(asked).toEqual([])
  })

  test('the admin keeps its style sheets linked: cached across its pages, not carried in each one', async ({
    request,
  }) => {
    const html = await (await request.get('/admin/login')).text()
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/)
    expect(html).not.toMatch(/<style[^>]*data-precedence/)
  })
})
