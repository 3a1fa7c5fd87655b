import { buildRss } from './rss'

describe('buildRss', () => {
  it('escapes every text', () => {
    const xml = buildRss({ title: 'A & B', link: 'https://x', description: '<d>', language: 'en', self: 'https://x/feed.xml' }, [
      { title: 'T <1>', link: 'https://x/?a=1&b=2', description: '"q"', pubDate: '2026-01-01T00:00:00Z' },
    ])
    expect(xml).toContain('<title>A &amp; B</title>')
    expect(xml).toContain('<title>T &lt;1&gt;</title>')
    expect(xml).toContain('https://x/?a=1&amp;b=2')
    expect(xml).toContain('&quot;q&quot;')
    expect(xml).toContain('<pubDate>Thu, 01 Jan 2026 00:00:00 GMT</pubDate>')
  })
})

describe('buildRss channel', () => {
  it('names its own address and language', () => {
    const xml = buildRss({ title: 'T', link: 'https://x/news', description: 'D', language: 'en', self: 'https://x/feeds/news.xml' }, [])
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')
    expect(xml).toContain('<atom:link href="https://x/feeds/news.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<language>en</language>')
  })
})
