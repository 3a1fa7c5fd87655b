import { axe } from './axe'
import { test as base, expect, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { tooling } from '../lib/config/tooling.mjs'

export const WIDTHS = { phone: 390, desktop: 1280 } as const
const SCREENSHOTS = path.resolve('e2e/screenshots')
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** Lays out and paints what the page would render only near the viewport. */
const RENDER_ALL = '* { content-visibility: visible !important; }'

type VisitOptions = {
  /** Leave the cookie notice to behave as on a first visit (hidden by default so it does not cover pages). */
  firstVisit?: boolean
  /** Skip the phone/desktop screenshots (for repeat visits of one page within a test). */
  screenshots?: boolean
  /** Expected HTTP status of the document. */
  status?: number
}

/**
 * Runs axe (WCAG 2.2 AA) on the page as it is now; any violation fails the test. What renders only
 * near the viewport (content-visibility: auto) is rendered for it, as for a reader scrolling down:
 * otherwise the part of a long table below the fold, clipped to the size the browser guessed for it,
 * was judged against whatever was painted there (a color-contrast violation on /costs, some runs).
 */
export async function expectAccessible(page: Page, context = page.url()) {
  const renderAll = await page.addStyleTag({ content: RENDER_ALL })
  const results = await axe(page).withTags(AXE_TAGS).analyze()
  await renderAll.evaluate((style) => (style as Element).remove())
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` — ${n.any[0].message}` : ''}`)
        .slice(0, 5)
        .join('\n  ')}`,
  )
  expect(summary, `axe violations on ${context}`).toEqual([])
}

/**
 * A picture of the page for a person to look at, in e2e/screenshots, when E2E_SCREENSHOTS is on: off on
 * CI, where nobody looks at them (and where a full-page picture of an admin page once hung in the
 * headless shell until its test's ten-minute limit).
 */
export async function lookAt(page: Page, options: Parameters<Page['screenshot']>[0]) {
  if (tooling.e2e.screenshots) await page.screenshot(options)
}

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  const original = page.viewportSize() ?? { width: WIDTHS.desktop, height: 800 }
  // A full-page picture is taken without scrolling, so what renders only near the viewport
  // (content-visibility: auto) is rendered for it, as a visitor scrolling down would see it.
  const renderAll = await page.addStyleTag({ content: RENDER_ALL })
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${label}.png`), fullPage: true })
  }
  await renderAll.evaluate((style) => (style as Element).remove())
  await page.setViewportSize(original)
}

function nameFor(url: string) {
  const { pathname, search } = new URL(url, 'http://x')
  return (pathname + search).replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '_') || 'home'
}

export const test = base.extend<{ visit: (url: string, options?: VisitOptions) => Promise<Page> }>({
  visit: async ({ page }, use) => {
    await use(async (url, options = {}) => {
      if (!options.firstVisit) {
        await page.addInitScript(() => window.localStorage.setItem('modalSeen', 'true'))
      }
      const response = await page.goto(url, { waitUntil: 'load' })
      expect(response?.status(), `status of ${url}`).toBe(options.status ?? 200)
      await expectAccessible(page, url)
      if (options.screenshots !== false && tooling.e2e.screenshots) await screenshot(page, nameFor(url))
      return page
    })
  },
})

export { expect }
