import { expect, expectAccessible, test } from './fixtures'

test.describe('page shell', () => {
  test('utility bar, menu, Apply Now and footer are on every page', async ({ visit }) => {
    const page = await visit('/cookies')
    const quick = page.getByRole('navigation', { name: 'Utility links' })
    for (const label of [
      'Media',
      'Foundation',
      'Learning platform',
      'E-mail',
      'Job board',
      'Directory',
      'Records',
      'Library',
      'Careers',
      'Alumni',
      'Give',
      'Admissions information',
    ]) {
      await expect(quick.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveCount(1)
    }
    await expect(quick.getByRole('link', { name: /^Directory/ })).toHaveAttribute('href', '/searchDepartment')
    const apply = page.getByRole('link', { name: /Apply Now/ })
    await expect(apply).toHaveAttribute('target', '_blank')
    await expect(apply).toHaveAttribute('href', /^https?:\/\//)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy')
    await expect(footer.getByRole('link', { name: 'Data Protection Notice' })).toHaveAttribute(
      'href',
      '/dataProtection',
    )
    await expect(footer).toContainText('Mandeville')
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank')
  })

  test('keyword search in the utility bar lands on /keywordsearch', async ({ visit }) => {
    const page = await visit('/privacy', { screenshots: false })
    await page.getByRole('searchbox', { name: 'Search the site by keyword' }).fill('tuition')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/keywordsearch\?keyword=tuition$/)
  })

  test('the main menu works with the keyboard', async ({ visit }) => {
    const page = await visit('/privacy', { screenshots: false })
    const nav = page.getByRole('navigation', { name: 'Main' })
    const admissions = nav.getByRole('button', { name: 'Admissions' })
    await admissions.focus()
    await page.keyboard.press('Enter')
    await expect(admissions).toHaveAttribute('aria-expanded', 'true')
    const link = nav.getByRole('link', { name: 'Tuition and fees' })
    await expect(link).toBeVisible()
    await expectAccessible(page, 'menu open')
    await page.keyboard.press('Escape')
    await expect(admissions).toHaveAttribute('aria-expanded', 'false')
    await expect(admissions).toBeFocused()
  })

  test('on a phone the menu is a disclosure behind one button', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await visit('/privacy', { screenshots: false })
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { name: 'Academics' })).toBeHidden()
    await toggle.click()
    await page.getByRole('button', { name: 'Academics' }).click()
    await expect(page.getByRole('link', { name: 'Undergraduate programmes' })).toBeVisible()
    await expectAccessible(page, 'phone menu open')
  })

  test('the header row fits every width from a small phone to a wide screen', async ({ page, visit }) => {
    await visit('/privacy', { screenshots: false })
    for (const width of [320, 360, 390, 412, 600, 720, 1024, 1199, 1200, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 })
      const apply = page.getByRole('banner').getByRole('link', { name: /Apply Now/ })
      const box = await apply.boundingBox()
      expect(box, `Apply Now at ${width}px`).not.toBeNull()
      expect(box!.x + box!.width, `Apply Now inside the window at ${width}px`).toBeLessThanOrEqual(width)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `no sideways scroll at ${width}px`,
      ).toBe(0)
      // Below 1200px the menu is one button; on the narrowest phones only its icon shows, its name stays.
      const toggle = page.getByRole('button', { name: 'Menu' })
      if (width < 1200) await expect(toggle, `menu button at ${width}px`).toBeVisible()
      else await expect(page.getByRole('button', { name: 'Academics' }), `full menu at ${width}px`).toBeVisible()
    }
  })

  test('a skip link leads to the main content', async ({ visit }) => {
    const page = await visit('/privacy', { screenshots: false })
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('every page has its own title and description', async ({ visit }) => {
    const seen = new Set<string>()
    for (const path of ['/cookies', '/privacy', '/dataProtection']) {
      const page = await visit(path, { screenshots: false })
      const title = await page.title()
      expect(title).not.toBe('')
      expect(seen.has(title)).toBe(false)
      seen.add(title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{10,}/)
    }
  })
})

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/deeply/nested/unknown/path']) {
    test(`${path} answers 404 inside the shell`, async ({ visit }) => {
      const page = await visit(path, { status: 404 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('How did we get here')
      await expect(page.getByText('Seemed we need to take a step back :)')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    })
  }

  test('the browser keeps the page the server sent rather than drawing it again, with no error', async ({
    visit,
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1')
      }),
    )
    await visit('/no-such-page', { status: 404, firstVisit: true })
    // Hydrated: the app has recorded the cookie notice as seen.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('modalSeen'))).toBe('false')
    // And React has rendered the boundary the server's 404 left unfinished (its marker goes): the
    // moment an error about that boundary would be reported.
    await expect(page.locator('template[data-dgst]')).toHaveCount(0)
    expect(
      await page.evaluate(
        () => (window as { serverHeading?: Element | null }).serverHeading === document.querySelector('h1'),
      ),
    ).toBe(true)
    expect(errors).toEqual([])
  })
})

test.describe('cookie notice (spec §4)', () => {
  test('shows on a first visit, sets modalSeen, and "Yes, I Accept" hides it for good', async ({ visit, page }) => {
    await visit('/privacy', { firstVisit: true })
    const notice = page.getByRole('dialog', { name: 'This website uses cookies' })
    await expect(notice).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('modalSeen'))).toBe('false')
    await notice.getByRole('button', { name: 'Yes, I Accept' }).click()
    await expect(notice).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('modalSeen'))).toBe('true')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('"More Information" shows the three notices in tabs and "I Understand" returns', async ({ visit, page }) => {
    await visit('/cookies', { firstVisit: true, screenshots: false })
    await page.getByRole('button', { name: 'More Information' }).click()
    const details = page.getByRole('dialog', { name: 'Cookies, privacy and data protection' })
    await expect(details).toBeVisible()
    const tabs = details.getByRole('tab')
    await expect(tabs).toHaveText(['Cookie Policy', 'Privacy Notice', 'Data Protection Notice'])
    await expect(details.getByRole('tabpanel')).toContainText('Strictly necessary')
    await tabs.first().focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(details.getByRole('tab', { name: 'Data Protection Notice' })).toHaveAttribute('aria-selected', 'true')
    await expect(details.getByRole('tabpanel')).toContainText('dataprotection@example.edu')
    await expectAccessible(page, 'cookie details')
    await details.getByRole('button', { name: 'I Understand' }).click()
    await expect(page.getByRole('dialog', { name: 'This website uses cookies' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('modalSeen'))).toBe('false')
  })
})
