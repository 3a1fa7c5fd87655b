import * as cheerio from 'cheerio'
import { hitRates, rankOf, RELEVANCE_QUERIES } from '../features/site-search/relevance/queries'
import { expect, test } from './fixtures'

/** The full-text results of a results page, in order, as the addresses their titles link to. */
function resultUrls(html: string): string[] {
  const $ = cheerio.load(html)
  return $('section[aria-labelledby="fulltext-heading"] ol > li h3 a')
    .map((_, a) => {
      const href = $(a).attr('href') ?? ''
      const url = new URL(href, 'http://site.invalid')
      return url.origin === 'http://site.invalid' ? url.pathname + url.search : href
    })
    .get()
}

test.describe('search relevance', () => {
  test('the page a visitor means is among the first three results for at least 95 % of the relevance set', async ({
    request,
  }) => {
    test.setTimeout(240_000)
    const get = async (query: string) => {
      const response = await request.get(`/keywordsearch?keyword=${encodeURIComponent(query)}`)
      expect(response.status(), query).toBe(200)
      return resultUrls(await response.text())
    }
    // The server indexes its pages once it listens, records first: wait until the pages are in.
    await expect.poll(async () => (await get('Office Hours')).includes('/openinghours'), { timeout: 90_000 }).toBe(true)
    const rows: { query: string; rank: number | null; first: string }[] = []
    for (const { query, expect: meant } of RELEVANCE_QUERIES) {
      const urls = await get(query)
      rows.push({ query, rank: rankOf(urls, meant), first: urls[0] ?? '–' })
    }
    const { hitAt1, hitAt3 } = hitRates(rows.map((r) => r.rank))
    const missed = rows.filter((r) => r.rank === null || r.rank > 3)
    console.log(
      `search relevance: ${rows.length} queries, hit at 1 ${hitAt1} %, hit at 3 ${hitAt3} %\n` +
        rows.map((r) => `  ${r.rank ?? '-'}\t${r.query}\t(first: ${r.first})`).join('\n'),
    )
    expect(hitAt3, `not in the first three: ${missed.map((r) => r.query).join(', ')}`).toBeGreaterThanOrEqual(95)
  })

  test('the page that defines a term comes before the pages that mention it: "summa cum laude" finds University Records first', async ({
    visit,
  }) => {
    const page = await visit('/keywordsearch?keyword=summa+cum+laude')
    const first = page.locator('section[aria-labelledby="fulltext-heading"] ol > li').first()
    await expect(first.getByRole('link')).toHaveAttribute('href', '/records')
  })
})
