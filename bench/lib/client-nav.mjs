/**
 * A visitor's second page: from the home page to a college and on to a programme, and to a story,
 * through the site's own links (components/shell/PageNavigation: fetched ahead once pointed at or
 * focused), on Lighthouse's phone screen. Measures the time from focusing the link (Enter follows at
 * once) until the new page's heading is shown, and checks that the document was not reloaded.
 */

/** Phone screen as in Lighthouse's mobile preset; no CPU or network throttling (loopback). */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

async function once(browser, base, target) {
  const context = await browser.newContext(MOBILE)
  await context.addInitScript(() => window.localStorage.setItem('modalSeen', 'true'))
  const page = await context.newPage()
  try {
    await page.goto(base + target.from, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
    const link = page.locator(target.selector).first()
    await link.scrollIntoViewIfNeeded()
    const before = await page.getByRole('heading', { level: 1 }).first().textContent()
    await page.evaluate(() => (window.__sameDocument = true))
    const started = Date.now()
    // Followed from the keyboard at once: the home page's college links show on focus, and focus
    // starts fetching the page, which the time includes.
    await link.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction((old) => {
      const h1 = document.querySelector('h1')
      return h1 && h1.textContent !== old
    }, before)
    const ms = Date.now() - started
    const sameDocument = await page.evaluate(() => window.__sameDocument === true)
    return { ms, sameDocument }
  } finally {
    await context.close()
  }
}

export async function clientNavigation(base, chromePath, runs = 5) {
  const { chromium } = await import('playwright')
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] })
  const targets = [
    { name: '/ → a college', from: '/', selector: 'main a[href^="/college_"]' },
    {
      name: 'a college → one of its programmes',
      from: '/college_cnasahn',
      selector: 'main a[href*="degree="], main a[href^="/undergrad/"]',
    },
    { name: '/ → a feature story', from: '/', selector: 'main a[href^="/featurestory"]' },
  ]
  try {
    const results = []
    for (const target of targets) {
      const times = []
      let reloads = 0
      for (let i = 0; i < runs; i++) {
        const r = await once(browser, base, target)
        times.push(r.ms)
        if (!r.sameDocument) reloads++
      }
      times.sort((a, b) => a - b)
      results.push({
        name: target.name,
        median: times[Math.floor(times.length / 2)],
        worst: times.at(-1),
        reloads,
        runs,
      })
    }
    return results
  } finally {
    await browser.close()
  }
}
