import { expect, test } from './fixtures'

test.describe('careers and giving', () => {
  test('job cards show the deadline as weekday, month day, year and hide closed jobs', async ({ visit }) => {
    const page = await visit('/careers')
    const cards = page.getByTestId('job-card')
    await expect(cards).toHaveCount(8)
    for (const text of await page.getByTestId('job-deadline').allTextContents()) {
      expect(text).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/)
    }
    await expect(page.getByText('Groundskeeper')).toHaveCount(0)
    const offer = cards.first().getByTestId('view-offer')
    await expect(offer).toHaveAttribute('target', '_blank')
    await expect(cards.first().getByRole('link', { name: /View Description/ })).toHaveAttribute('target', '_blank')
    // Each job's JobPosting is on its own page (e2e/structured-data.spec.ts), never on the list.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.filter((t) => JSON.parse(t)['@type'] === 'JobPosting')).toHaveLength(0)
    await expect(cards.first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/careers\/\d+$/)
  })

  test('View Offer raises the view counter by exactly one', async ({ visit, context }) => {
    const page = await visit('/careers', { screenshots: false })
    const card = page.getByTestId('job-card').nth(1)
    const id = await card.getAttribute('data-job-id')
    const views = async () =>
      ((await (await page.request.get(`/api/jobs/${id}?depth=0`)).json()) as { views?: number }).views ?? 0
    const before = await views()
    // Keep the new tab from leaving the site.
    await context.route(/jobs\.example\.edu/, (route) => route.fulfill({ status: 200, body: 'offer' }))
    const counted = page.waitForRequest((r) => r.url().endsWith(`/api/jobs/${id}/view`) && r.method() === 'POST')
    const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByTestId('view-offer').click()])
    await counted
    await popup.close()
    await expect.poll(views).toBe(before + 1)
    // A repeat within the limit window is not counted.
    const again = await page.evaluate(
      async (url) => (await fetch(url, { method: 'POST' })).status,
      `/api/jobs/${id}/view`,
    )
    expect(again).toBe(429)
    expect(await views()).toBe(before + 1)
    expect((await page.request.post('/api/jobs/999999/view')).status()).toBe(404)
  })

  test('each campaign page shows progress bars toward its own goals', async ({ visit }) => {
    const page = await visit('/ncu-oval-redevelopment')
    await expect(page.getByText('Goal: 50,000 USD and 2,500,000 JMD')).toBeVisible()
    // The pictures are found by name (oval-1, …), whatever their format.
    await expect(page.getByRole('img', { name: 'The university oval today, seen from the pavilion' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Donate here/ })).toBeVisible()
    // Seeded: 12,850 of 50,000 USD and 640,000 of 2,500,000 JMD.
    const usd = page.locator('[role="progressbar"][data-currency="USD"]')
    const jmd = page.locator('[role="progressbar"][data-currency="JMD"]')
    await expect(usd).toHaveAttribute('aria-valuenow', '26')
    await expect(jmd).toHaveAttribute('aria-valuenow', '26')
    const ratio = async (bar: typeof usd) =>
      bar.evaluate(
        (el) => (el.firstElementChild as HTMLElement).getBoundingClientRect().width / el.getBoundingClientRect().width,
      )
    expect(await ratio(usd)).toBeCloseTo(0.257, 2)
    expect(await ratio(jmd)).toBeCloseTo(0.256, 2)
    // The other campaigns' bars, each against its own goal: 8,400 of 15,000 USD; 5,300 of 10,000 USD.
    const rescue = await visit('/rescuedonate')
    await expect(rescue.getByText('Goal: 15,000 USD and 750,000 JMD')).toBeVisible()
    await expect(rescue.locator('[role="progressbar"][data-currency="USD"]')).toHaveAttribute('aria-valuenow', '56')
    const feast = await visit('/feastOfLight')
    await expect(feast.getByText('Goal: 10,000 USD and 500,000 JMD')).toBeVisible()
    await expect(feast.getByRole('img', { name: 'Candles lit at the Feast of Lights concert' })).toBeVisible()
    await expect(feast.locator('[role="progressbar"][data-currency="USD"]')).toHaveAttribute('aria-valuenow', '53')
  })

  test('giving pages render', async ({ visit }) => {
    const giving = await visit('/giving')
    await expect(giving.getByTestId('events-slider')).toBeVisible()
    await expect(giving.getByRole('img', { name: 'A nursing student helped by the RESCUE 2020 fund' })).toBeVisible()
    const donate = await visit('/donate')
    await expect(donate.locator('iframe[title="Online giving form"]')).toHaveCount(1)
    await visit('/rescuedonate')
    await visit('/feastOfLight')
    const parents = await visit('/parents')
    await expect(parents.getByText(/26 and 27 August/)).toBeVisible()
    const services = await visit('/careerservices')
    expect(await services.getByTestId('job-card').count()).toBeLessThanOrEqual(4)
  })
})
