import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe on a page, as every spec runs it. On a page without frames, axe runs in the page itself
 * (its legacy mode) instead of gathering the frames' results in a blank page it opens for the
 * purpose: that blank page was ~2 s of the ~4 s each run took on 2 cores (measured on
 * /careerservices and /tuitionfees: 4.4 and 3.4 s → 1.6 s, the same passes, violations and
 * incomplete results). A page with a frame (/donate's giving form) gets axe's frame testing whole:
 * legacy mode cannot test a cross-origin frame, and says so.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1)
}
