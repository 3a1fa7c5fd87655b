import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe on a page, as every spec runs it. Legacy mode: axe runs in the page itself instead of
 * gathering each frame's results in a blank page it opens for the purpose, which cost ~2 s of the
 * ~4 s each run took on 2 cores (measured on /careerservices and /tuitionfees: 4.4 and 3.4 s →
 * 1.6 s, the same passes, violations and incomplete results). What legacy mode gives up is testing
 * cross-origin frames, and the site has none: no visitor's browser is sent to a third party. Were
 * one added, axe's `frame-tested` check would report it as not tested.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true)
}
