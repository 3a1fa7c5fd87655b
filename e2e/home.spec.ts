import { expect, test } from './fixtures'

test.describe('home page', () => {
  test('shows the eleven blocks in order', async ({ visit }) => {
    const page = await visit('/')
    const blocks = await page.locator('[data-block]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block')))
    expect(blocks).toEqual(['banner', 'cta', 'stories', 'wholistic', 'admissions', 'mission', 'colleges', 'graduates', 'events', 'partners', 'video'])
    await expect(page.locator('[data-block="stories"] [data-testid="story-card"]')).toHaveCount(4)
    const values = page.locator('[data-block="mission"] .badge')
    await expect(values).toHaveText(['Accountability', 'Fairness', 'Forgiveness', 'Integrity', 'Respect', 'Mercy', 'Service excellence'])
  })

  test('banner slides with a click URL open in a new tab; one without is not a link', async ({ visit }) => {
    const page = await visit('/', { screenshots: false })
    const slides = page.getByTestId('banner-slide')
    await expect(slides).toHaveCount(4)
    let linked = 0
    let plain = 0
    for (let i = 0; i < 4; i++) {
      const links = slides.nth(i).locator('a')
      if ((await links.count()) > 0) {
        await expect(links.first()).toHaveAttribute('target', '_blank')
        linked++
      } else plain++
    }
    expect(linked).toBe(3)
    expect(plain).toBe(1)
    // The first slide's image is the priority image.
    await expect(slides.first().locator('img')).toHaveAttribute('fetchpriority', 'high')
  })

  test('the pause control toggles autoplay and is keyboard operable', async ({ visit }) => {
    const page = await visit('/', { screenshots: false })
    const toggle = page.getByTestId('banner-toggle')
    await expect(toggle).toHaveAttribute('aria-label', 'Pause slideshow')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-label', 'Play slideshow')
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-label', 'Pause slideshow')
  })

  test('an event image opens enlarged in a modal that Escape closes', async ({ visit }) => {
    const page = await visit('/', { screenshots: false })
    const slider = page.locator('[data-block="events"]')
    // Pause first: the slider moves every 2.5 s and a click could land on the next slide.
    await slider.getByRole('button', { name: 'Pause events slider' }).click()
    await expect(slider.getByRole('button', { name: 'Play events slider' })).toBeVisible()
    const first = slider.getByRole('button', { name: /^Enlarge:/ }).first()
    const name = ((await first.getAttribute('aria-label')) ?? '').replace('Enlarge: ', '')
    // By keyboard: the floating Sports Day panel may cover part of the slider for a pointer.
    await first.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('the college cards reveal their View button on keyboard focus', async ({ visit }) => {
    const page = await visit('/', { screenshots: false })
    const view = page.locator('[data-block="colleges"]').getByRole('link', { name: /^View/ }).first()
    await view.focus()
    await expect(view).toBeFocused()
  })

  test('the video loads nothing from the video host until played', async ({ visit }) => {
    const requests: string[] = []
    const page = await visit('/', { screenshots: false })
    page.on('request', (r) => requests.push(r.url()))
    const video = page.getByTestId('video')
    await expect(video.locator('iframe')).toHaveCount(0)
    expect(requests.some((u) => /youtube/.test(u))).toBe(false)
    await video.getByRole('button').click()
    await expect(video.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.+\?autoplay=1/)
  })

  test('the Sports Day panel lists houses by points and collapses', async ({ visit }) => {
    const page = await visit('/', { screenshots: false })
    const panel = page.getByTestId('sports-panel')
    const toggle = panel.getByRole('button')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const points = await panel.locator('li').evaluateAll((els) => els.map((e) => Number(e.textContent?.match(/(\d+) pts/)?.[1])))
    expect(points.length).toBe(4)
    expect([...points].sort((a, b) => b - a)).toEqual(points)
    const res = await page.request.get('/api/sports-tally')
    expect((await res.json()).houses).toHaveLength(4)
  })

  test('the banner advances after 10 seconds and stays put when paused', async ({ visit }) => {
    const page = await visit('/', { screenshots: false })
    const carousel = page.getByTestId('banner-carousel')
    await expect(carousel).toHaveAttribute('data-current', '0')
    await page.mouse.move(0, 0)
    await page.waitForTimeout(8000)
    await expect(carousel).toHaveAttribute('data-current', '0')
    await expect(carousel).toHaveAttribute('data-current', '1', { timeout: 4000 })
    await page.getByTestId('banner-toggle').click()
    await page.mouse.move(0, 0)
    await page.waitForTimeout(11000)
    await expect(carousel).toHaveAttribute('data-current', '1')
  })

  test('no autoplay under reduced motion', async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit('/', { screenshots: false })
    await expect(page.getByTestId('banner-toggle')).toHaveAttribute('aria-label', 'Play slideshow')
  })
})
