import { expect, test } from './fixtures'

test.describe('feature stories and news', () => {
  test('all feature stories show the first 110 characters of the story and Read More links', async ({ visit }) => {
    const page = await visit('/allfeaturestories')
    const cards = page.getByTestId('story-card')
    expect(await cards.count()).toBeGreaterThanOrEqual(6)
    for (const text of await page.getByTestId('story-excerpt').allTextContents()) {
      // The spec's preview is the story's first 110 characters; the ellipsis marks the cut and is not one of them.
      const shown = Array.from(text.replace(/…$/, ''))
      expect(shown.length).toBeGreaterThan(0)
      if (text.endsWith('…')) expect(shown.length).toBeGreaterThanOrEqual(109)
      expect(shown.length).toBeLessThanOrEqual(110)
    }
    await expect(cards.first().getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      /^\/featurestory\?article=[a-z0-9-]+$/,
    )
  })

  test('a story shows its content, author, share links, Open Graph tags and Article JSON-LD', async ({ visit }) => {
    const list = await visit('/allfeaturestories', { screenshots: false })
    const href = (await list
      .getByTestId('story-card')
      .first()
      .getByRole('link', { name: /Read More/ })
      .getAttribute('href'))!
    const page = await visit(href)
    await expect(page.getByText(/^Written by /)).toBeVisible()
    const share = page.getByTestId('share-links')
    for (const network of ['facebook', 'twitter', 'linkedin', 'telegram', 'whatsapp', 'email']) {
      await expect(share.locator(`a[data-network="${network}"]`)).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(href).replace(/[?]/g, '\\?')),
      )
    }
    const title = await page.getByRole('heading', { level: 1 }).textContent()
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title!)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/api\/media\/file\/.+-1200x630\.jpg\?v=[0-9a-z]+$/,
    )
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new RegExp(`${href.replace(/[?]/g, '\\?')}$`),
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(ld['@type']).toBe('Article')
    expect(ld.headline).toBe(title)
  })

  test('an unknown story is a 404', async ({ visit }) => {
    await visit('/featurestory?article=no-such-story', { status: 404 })
  })

  test('news and sports each list at most 10 articles, each with its own page', async ({ visit }) => {
    const page = await visit('/news')
    for (const list of ['News', 'Sports']) {
      const section = page.getByRole('region', { name: list, exact: true })
      const count = await section.getByTestId('article-card').count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(10)
    }
    const sports = page.getByRole('region', { name: 'Sports', exact: true })
    const article = await visit((await sports.locator('h3 a').first().getAttribute('href'))!)
    // A sports article has a third paragraph, its images and its writer.
    expect(await article.getByTestId('article-paragraph').count()).toBeGreaterThanOrEqual(3)
    expect(await article.locator('article img').count()).toBe(2)
    await expect(article.getByText(/^Written by /)).toBeVisible()
  })

  test('the news and events hub has its cards and upcoming events', async ({ visit }) => {
    const page = await visit('/newsandevents')
    for (const name of [
      'Academic calendar',
      'Events calendar',
      'All feature stories',
      'Media group',
      'Student newspaper',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()
    }
    await expect(page.getByTestId('events-slider')).toBeVisible()
  })

  test('the RSS feeds are XML that names its own address and language, hold the 50 most recent items dated by the newest, and are found from the pages they belong to', async ({
    request,
    page,
    baseURL,
  }) => {
    for (const [feed, from, card, collection] of [
      ['/feeds/stories.xml', '/allfeaturestories', 'story-card', 'stories'],
      ['/feeds/news.xml', '/news', 'article-card', 'articles'],
    ]) {
      const res = await request.get(feed)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('application/rss+xml')
      const source = await res.text()
      // Read by the browser's own XML parser, not by pattern.
      const channel = await page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml')
        const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: doc.documentElement.nodeName,
          version: doc.documentElement.getAttribute('version'),
          self: self?.getAttribute('href'),
          rel: self?.getAttribute('rel'),
          language: doc.querySelector('channel > language')?.textContent,
          items: doc.getElementsByTagName('item').length,
          lastBuildDate: doc.querySelector('channel > lastBuildDate')?.textContent,
          newest: Math.max(...[...doc.querySelectorAll('item > pubDate')].map((d) => Date.parse(d.textContent ?? ''))),
        }
      }, source)
      expect(channel).toMatchObject({
        error: false,
        root: 'rss',
        version: '2.0',
        self: `${baseURL}${feed}`,
        rel: 'self',
        language: 'en',
      })
      expect(channel.items).toBeGreaterThan(0)
      const published = (await (
        await request.get(`/api/${collection}?limit=1&depth=0&where[_status][equals]=published`)
      ).json()) as { totalDocs: number }
      expect(channel.items, `${feed}: the most recent of the published ${collection}`).toBe(
        Math.min(50, published.totalDocs),
      )
      expect(Date.parse(channel.lastBuildDate ?? ''), `${feed}: lastBuildDate is its newest item's date`).toBe(
        channel.newest,
      )
      // The list and each item's own page announce the feed, and keep their canonical link.
      await page.goto(from)
      const detail = await page.getByTestId(card).first().locator('a[href]').first().getAttribute('href')
      for (const path of [from, detail!]) {
        await page.goto(path)
        await expect(page.locator(`head link[rel="alternate"][type="application/rss+xml"]`), path).toHaveAttribute(
          'href',
          new RegExp(`${feed.replace(/\./g, '\\.')}$`),
        )
        await expect(page.locator('head link[rel="canonical"]'), path).toHaveCount(1)
      }
    }
    // A feed reader given the site's address, or the news and events hub, finds both feeds.
    for (const path of ['/', '/newsandevents']) {
      await page.goto(path)
      const feeds = await page
        .locator('head link[rel="alternate"][type="application/rss+xml"]')
        .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!, location.href).pathname))
      expect(feeds, path).toEqual(['/feeds/news.xml', '/feeds/stories.xml'])
    }
  })
})
