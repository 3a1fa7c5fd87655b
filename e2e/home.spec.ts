import type { Page } from '@playwright/test'
import { adminAuth } from './admin-api'
import { expect, expectAccessible, test } from './fixtures'

/** Milliseconds between the next two changes of an element's data-current (the slide shown). */
function timeBetweenChanges(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (sel) =>
      new Promise<number>((resolve) => {
        const el = document.querySelector(sel)!
        const times: number[] = []
        new MutationObserver(() => {
          times.push(performance.now())
          if (times.length === 2) resolve(times[1] - times[0])
        }).observe(el, { attributes: true, attributeFilter: ['data-current'] })
      }),
    selector,
  )
}

test.describe('home page', () => {
  test('shows the blocks in order', async ({ visit }) => {
    const page = await visit('/')
    const blocks = await page.locator('[data-block]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block')))
    // The video block follows once an editor sets a video (e2e/spec-sweep.spec.ts sets one for a while).
    expect(blocks.filter((block) => block !== 'video')).toEqual([
      'banner',
      'cta',
      'stories',
      'wholistic',
      'admissions',
      'mission',
      'colleges',
      'graduates',
      'events',
      'partners',
    ])
    await expect(page.locator('[data-block="stories"] [data-testid="story-card"]')).toHaveCount(4)
    const values = page.locator('[data-block="mission"] .badge')
    await expect(values).toHaveText([
      'Accountability',
      'Fairness',
      'Forgiveness',
      'Integrity',
      'Respect',
      'Mercy',
      'Service excellence',
    ])
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
    // Pausing first keeps the posters still while we pick one that is on screen.
    await slider.getByRole('button', { name: 'Pause events slider' }).click()
    await expect(slider.getByRole('button', { name: 'Play events slider' })).toBeVisible()
    const posters = slider.getByRole('button', { name: /^Enlarge:/ })
    const width = page.viewportSize()!.width
    let target = posters.first()
    for (let i = 0; i < (await posters.count()); i++) {
      const box = await posters.nth(i).boundingBox()
      if (box && box.x >= 0 && box.x + box.width <= width) {
        target = posters.nth(i)
        break
      }
    }
    const name = ((await target.getAttribute('aria-label')) ?? '').replace('Enlarge: ', '')
    await target.click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img')).toBeVisible()
    // The modal makes the page inert: Tab never reaches an element outside the dialog
    // (from its last control the browser may move focus to its own toolbar, leaving <body>).
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(
        await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body),
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(target).toBeFocused()
  })

  test('the events slider advances every 2.5 seconds and holds while hovered', async ({ visit }) => {
    const page = await visit('/', { screenshots: false })
    // It starts once on screen (not rendered below the fold, it waits).
    await page.getByTestId('events-slider').scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    const gap = await timeBetweenChanges(page, '[data-testid="events-slider"]')
    expect(gap).toBeGreaterThan(2200)
    expect(gap).toBeLessThan(3300)
    const slider = page.getByTestId('events-slider')
    await slider.hover()
    const held = await slider.getAttribute('data-current')
    await page.waitForTimeout(4000)
    await expect(slider).toHaveAttribute('data-current', held!)
  })

  test("under a first visit's cookie notice the page is not rendered and the events slider waits; answered and on screen, it plays", async ({
    page,
    visit,
  }) => {
    await visit('/', { firstVisit: true, screenshots: false })
    const slider = page.getByTestId('events-slider')
    expect(await slider.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(false)
    // Past its first advance (2.5 s after load): not started (embla gives a started track a transform).
    await page.waitForTimeout(3500)
    expect(await slider.locator('ul').evaluate((ul) => ul.style.transform)).toBe('')
    const notice = page.getByRole('dialog', { name: 'This website uses cookies' })
    await notice.getByRole('button', { name: 'Yes, I Accept' }).click()
    await slider.scrollIntoViewIfNeeded()
    // Not hovered (a hovered carousel holds).
    await page.mouse.move(0, 0)
    await expect(slider).not.toHaveAttribute('data-current', '0', { timeout: 10_000 })
  })

  test('the events slider, not started at load, starts on its first swipe and moves with it', async ({
    page,
    visit,
  }) => {
    // No autoplay, so nothing but the swipe can start it.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // The carousels' code (components/ui/carousel-engine.ts: embla, whose defaults name `skipSnaps`)
    // is fetched once the page has loaded and the browser is idle; a visitor's first swipe comes
    // after it has arrived and run, so the test swipes once it has. Arrived is not enough: the
    // browser may compile a script off the main thread and run it a while later (a swipe in that
    // gap only starts the carousel, once the code has run: the swipe itself is over by then).
    let engineScript: string | undefined
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      if ((await response.text().catch(() => '')).includes('skipSnaps')) engineScript = response.url()
    })
    // A script element's load event comes after its script has run.
    await page.addInitScript(() => {
      const ran: string[] = ((window as { ranScripts?: string[] }).ranScripts = [])
      document.addEventListener(
        'load',
        (event) => {
          if (event.target instanceof HTMLScriptElement) ran.push(event.target.src)
        },
        true,
      )
    })
    await visit('/', { screenshots: false })
    await expect.poll(() => engineScript, { timeout: 30_000 }).toBeDefined()
    await expect
      .poll(() =>
        page.evaluate((src) => (window as { ranScripts?: string[] }).ranScripts!.includes(src!), engineScript),
      )
      .toBe(true)
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)))
    const slider = page.getByTestId('events-slider')
    await slider.scrollIntoViewIfNeeded()
    // Not started: embla gives a started carousel's track a transform.
    const track = slider.locator('ul')
    expect(await track.evaluate((ul) => ul.style.transform)).toBe('')
    // The swipe starts on the first poster's right edge once the poster has stopped moving (hover
    // waits for that): the page's sections render as it scrolls to them, and one above the slider
    // taking its real height moves it. Where it stood when measured a moment before is not proof.
    const first = slider.locator('li').first()
    const { width, height } = (await first.boundingBox())!
    await first.hover({ position: { x: width - 10, y: height / 2 } })
    const poster = (await first.boundingBox())!
    const x = poster.x + width - 10
    const y = poster.y + height / 2
    expect(
      await page.evaluate(
        ([x, y]) => !!document.elementFromPoint(x, y)?.closest('[data-testid="events-slider"]'),
        [x, y],
      ),
    ).toBe(true)
    await page.mouse.down()
    await page.mouse.move(poster.x - width, y, { steps: 12 })
    await page.mouse.up()
    // Started by the touch (embla gives the track a transform), and moved by it.
    await expect(track).toHaveAttribute('style', /transform/)
    await expect(slider).not.toHaveAttribute('data-current', '0')
  })

  test('the college cards reveal their description and View button on keyboard focus', async ({ visit }) => {
    const page = await visit('/', { screenshots: false })
    const card = page.locator('[data-block="colleges"] li').first()
    const reveal = card.locator('p').first()
    const opacity = () => reveal.evaluate((el) => getComputedStyle(el.parentElement!).opacity)
    await page.mouse.move(0, 0)
    expect(await opacity()).toBe('0')
    const view = card.getByRole('link', { name: /^View/ })
    await view.focus()
    await expect(view).toBeFocused()
    await expect.poll(opacity).toBe('1')
    await view.blur()
    await card.hover()
    await expect.poll(opacity).toBe('1')
  })

  for (const width of [320, 390, 1280]) {
    test(`at ${width} px each college's name lies inside its card, on a band it contrasts with`, async ({ visit }) => {
      const page = await visit('/', { screenshots: false })
      await page.setViewportSize({ width, height: 900 })
      const cards = page.locator('[data-block="colleges"] li')
      await cards.first().scrollIntoViewIfNeeded()
      expect(await cards.count()).toBeGreaterThanOrEqual(5)
      for (const card of await cards.all()) {
        const before = (await card.boundingBox())!.height
        await card.hover()
        const heading = card.getByRole('heading', { level: 3 })
        // The revealed description fits the card's room: showing it moves nothing.
        const expanded = () =>
          card
            .locator('p')
            .first()
            .evaluate((p) => {
              const reveal = p.parentElement!
              return reveal.clientHeight >= reveal.scrollHeight - 1 && getComputedStyle(reveal).opacity === '1'
            })
        await expect.poll(expanded).toBe(true)
        const [box, inside] = [(await card.boundingBox())!, (await heading.boundingBox())!]
        const name = await heading.textContent()
        expect([name, Math.abs(box.height - before) < 1]).toEqual([name, true])
        expect([name, inside.y >= box.y - 0.5, inside.y + inside.height <= box.y + box.height + 0.5]).toEqual([
          name,
          true,
          true,
        ])
        // WCAG's contrast ratio of the name's colour on the band behind it (axe can only ask for a review over a picture).
        const ratio = await heading.evaluate((el) => {
          const rgb = (value: string) =>
            value
              .match(/[\d.]+/g)!
              .slice(0, 3)
              .map(Number)
          const luminance = ([r, g, b]: number[]) => {
            const [R, G, B] = [r, g, b].map((c) =>
              c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
            )
            return 0.2126 * R + 0.7152 * G + 0.0722 * B
          }
          const style = getComputedStyle(el)
          if (style.backgroundColor === 'rgba(0, 0, 0, 0)') return 0
          const [a, b] = [luminance(rgb(style.color)), luminance(rgb(style.backgroundColor))]
          return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
        })
        expect([name, ratio >= 4.5]).toEqual([name, true])
      }
    })
  }

  test('the Sports Day panel lists houses by points and collapses', async ({ visit }) => {
    const page = await visit('/', { screenshots: false })
    const panel = page.getByTestId('sports-panel')
    const toggle = panel.getByRole('button')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const points = await panel
      .locator('li')
      .evaluateAll((els) => els.map((e) => Number(e.textContent?.match(/(\d+) pts/)?.[1])))
    expect(points.length).toBe(4)
    expect([...points].sort((a, b) => b - a)).toEqual(points)
    const res = await page.request.get('/api/sports-tally')
    expect((await res.json()).houses).toHaveLength(4)
  })

  test('the banner advances every 10 seconds and stays put when paused', async ({ visit }) => {
    test.setTimeout(90_000)
    const page = await visit('/', { screenshots: false })
    await page.mouse.move(0, 0)
    const gap = await timeBetweenChanges(page, '[data-testid="banner-carousel"]')
    expect(gap).toBeGreaterThan(9500)
    expect(gap).toBeLessThan(11000)
    const carousel = page.getByTestId('banner-carousel')
    await page.getByTestId('banner-toggle').click()
    await page.mouse.move(0, 0)
    const stopped = await carousel.getAttribute('data-current')
    await page.waitForTimeout(11000)
    await expect(carousel).toHaveAttribute('data-current', stopped!)
  })

  test('the blocks below the fold appear as a phone scrolls down and back up, and nothing on screen moves', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[] }
      w.shifts = []
      type Shift = PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue
          const where = entry.sources.map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement
            return `${el?.tagName}.${el?.className} in ${el?.closest('[data-block]')?.getAttribute('data-block') ?? el?.closest('footer,header')?.tagName} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} at scrollY ${Math.round(window.scrollY)}`
          })
          w.shifts.push(`${entry.value.toFixed(4)}: ${where.join('; ')}`)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // Loaded as a returning visitor, and checked by axe only at the end: axe's run renders the whole
    // page for a moment (expectAccessible), which would be a shift of its own.
    await page.addInitScript(() => window.localStorage.setItem('modalSeen', 'true'))
    expect((await page.goto('/', { waitUntil: 'load' }))?.status()).toBe(200)
    // Scrolled by script, a screen at a time: a pointer over the college cards would reveal them (a hover effect).
    const scrollBy = (dy: number) => page.evaluate((d) => window.scrollBy({ top: d, behavior: 'instant' }), dy)
    // Until the bottom as it is now: the page grows as blocks replace their size guesses.
    const atBottom = () =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)
    while (!(await atBottom())) {
      await scrollBy(600)
      await page.waitForTimeout(50)
    }
    const footer = page.getByRole('contentinfo')
    await expect(footer).toBeInViewport()
    await expect(footer.getByRole('link', { name: 'Privacy Notice' })).toBeVisible()
    for (const block of ['partners', 'events', 'colleges', 'mission', 'stories']) {
      const heading = page.locator(`[data-block="${block}"]`).getByRole('heading', { level: 2 }).first()
      await heading.scrollIntoViewIfNeeded()
      // Rendered, not just laid out as a placeholder (content-visibility skips what is far away).
      await expect.poll(() => heading.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
    }
    while ((await page.evaluate(() => window.scrollY)) > 0) {
      await scrollBy(-600)
      await page.waitForTimeout(50)
    }
    await expect(page.locator('[data-block="cta"] h2')).toBeInViewport()
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([])
    await expectAccessible(page)
  })

  test('no autoplay under reduced motion', async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit('/', { screenshots: false })
    await expect(page.getByTestId('banner-toggle')).toHaveAttribute('aria-label', 'Play slideshow')
  })

  test('an edited home block and new house points show on the next load, the points already in an open Sports Day panel', async ({
    page,
    request,
  }) => {
    const headers = await adminAuth(request)
    const before = (await (await request.get('/api/globals/home-page?depth=0')).json()) as {
      cta: { heading: string; text: string }
    }
    const heading = `Fresh heading ${Date.now()}`
    const houses = (await (await request.get('/api/sports-houses?depth=0&sort=points&limit=1')).json()).docs as {
      id: number
      name: string
      points: number
    }[]
    const last = houses[0]
    try {
      await page.addInitScript(() => window.localStorage.setItem('modalSeen', 'true'))
      await page.goto('/')
      await expect(page.locator('[data-block="cta"] h2')).toHaveText(before.cta.heading)
      const saved = await request.post('/api/globals/home-page', { headers, data: { cta: { ...before.cta, heading } } })
      expect(saved.status()).toBe(200)
      // The last house jumps to the top of the tally.
      expect((await request.patch(`/api/sports-houses/${last.id}`, { headers, data: { points: 9999 } })).status()).toBe(
        200,
      )
      // The page already open shows it once the visitor opens the panel (its live tally loads then).
      const panel = page.getByTestId('sports-panel')
      await panel.getByRole('button').click()
      await expect(panel.locator('li').first()).toContainText(`${last.name}9999 pts`)
      await page.reload()
      await expect(page.locator('[data-block="cta"] h2')).toHaveText(heading)
      const tally = (await (await request.get('/api/sports-tally')).json()) as { houses: { name: string }[] }
      expect(tally.houses[0].name).toBe(last.name)
    } finally {
      await request.post('/api/globals/home-page', { headers, data: { cta: before.cta } })
      await request.patch(`/api/sports-houses/${last.id}`, { headers, data: { points: last.points } })
    }
  })
})
