import { FEED_SIZE } from '@/lib/seo/feeds'
import { buildRss } from './rss'

describe('buildRss', () => {
  it('escapes every text', () => {
    const xml = buildRss(
      { title: 'A & B', link: 'https://x', description: '<d>', language: 'en', self: 'https://x/feed.xml' },
      [{ title: 'T <1>', link: 'https://x/?a=1&b=2', description: '"q"', pubDate: '2026-01-01T00:00:00Z' }],
    )
    expect(xml).toContain('<title>A &amp; B</title>')
    expect(xml).toContain('<title>T &lt;1&gt;</title>')
    expect(xml).toContain('https://x/?a=1&amp;b=2')
    expect(xml).toContain('&quot;q&quot;')
    expect(xml).toContain('<pubDate>Thu, 01 Jan 2026 00:00:00 GMT</pubDate>')
  })
})

describe('buildRss items', () => {
  const channel = {
    title: 'T',
    link: 'https://x/news',
    description: 'D',
    language: 'en',
    self: 'https://x/feeds/news.xml',
  }
  const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString()
  const items = Array.from({ length: 120 }, (_, n) => ({
    title: `Item ${n}`,
    link: `https://x/news/${n}`,
    description: '',
    pubDate: day(n),
  }))
  const titles = (xml: string) => [...xml.matchAll(/<item><title>(.*?)<\/title>/g)].map((m) => m[1])

  it(`keeps the ${FEED_SIZE} most recent items, newest first, whatever the count and order given`, () => {
    const xml = buildRss(channel, [...items.filter((_, n) => n % 2), ...items.filter((_, n) => !(n % 2))])
    expect(FEED_SIZE).toBe(50)
    expect(titles(xml)).toEqual(Array.from({ length: FEED_SIZE }, (_, i) => `Item ${119 - i}`))
    expect(titles(buildRss(channel, items, 3))).toEqual(['Item 119', 'Item 118', 'Item 117'])
    expect(titles(buildRss(channel, items.slice(0, 2)))).toEqual(['Item 1', 'Item 0'])
  })

  it('dates the feed by its newest item, not by when it was built', () => {
    expect(buildRss(channel, items)).toContain(`<lastBuildDate>${new Date(day(119)).toUTCString()}</lastBuildDate>`)
    expect(buildRss(channel, [])).not.toContain('lastBuildDate')
  })
})

describe('buildRss channel', () => {
  it('names its own address and language', () => {
    const xml = buildRss(
      { title: 'T', link: 'https://x/news', description: 'D', language: 'en', self: 'https://x/feeds/news.xml' },
      [],
    )
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')
    expect(xml).toContain('<atom:link href="https://x/feeds/news.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<language>en</language>')
  })
})
