import { sitemapIndexXml, urlsetXml } from './xml'

describe('urlsetXml', () => {
  it('writes each URL escaped, with its lastmod when known', () => {
    const xml = urlsetXml([
      { url: 'https://www.example.edu/featurestory?article=a&b', lastModified: '2026-01-02T03:04:05Z' },
      { url: 'https://www.example.edu/contactus', lastModified: null },
    ])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url>\n<loc>https://www.example.edu/featurestory?article=a&amp;b</loc>\n<lastmod>2026-01-02T03:04:05.000Z</lastmod>\n</url>\n' +
        '<url>\n<loc>https://www.example.edu/contactus</loc>\n</url>\n' +
        '</urlset>\n',
    )
  })
})

describe('sitemapIndexXml', () => {
  it('names each sitemap, dated when its entries are', () => {
    const xml = sitemapIndexXml([
      { url: 'https://www.example.edu/sitemaps/pages-1.xml', lastModified: '2026-05-01T00:00:00.000Z' },
      { url: 'https://www.example.edu/sitemaps/jobs-1.xml', lastModified: null },
    ])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap>\n<loc>https://www.example.edu/sitemaps/pages-1.xml</loc>\n<lastmod>2026-05-01T00:00:00.000Z</lastmod>\n</sitemap>\n' +
        '<sitemap>\n<loc>https://www.example.edu/sitemaps/jobs-1.xml</loc>\n</sitemap>\n' +
        '</sitemapindex>\n',
    )
  })
})
