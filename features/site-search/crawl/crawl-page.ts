import 'server-only'
import { config } from '@/lib/config/site.mjs'
import { limiter } from './limiter'
import { pageTextFromHtml, type PageText } from './page-text'

/** Pages read at once from the server itself, across every part: the crawl must leave room for visitors. */
const CRAWL_CONCURRENCY = 4
const CRAWL_TIMEOUT_MS = 20_000
const CRAWL_ATTEMPTS = 2

const crawlSlot = limiter(CRAWL_CONCURRENCY)

/**
 * The text of one of the site's own pages as the server renders it (asked of the server itself),
 * or null when it could not be read, tried twice.
 */
export async function crawlPage(path: string): Promise<PageText | null> {
  let problem = ''
  for (let attempt = 1; attempt <= CRAWL_ATTEMPTS; attempt++) {
    try {
      const html = await crawlSlot(async () => {
        const response = await fetch(`${config.ownOrigin}${path}`, {
          signal: AbortSignal.timeout(CRAWL_TIMEOUT_MS),
          headers: { 'x-site-search': '1' },
        })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        return response.text()
      })
      return pageTextFromHtml(html)
    } catch (error) {
      problem = (error as Error).message
    }
  }
  console.warn(`[search] could not read ${path} for the index: ${problem}`)
  return null
}
