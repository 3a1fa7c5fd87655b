import { FEEDS, withFeed } from './feeds'
import { shareCardMetadata } from './share-card'

describe('withFeed', () => {
  const story = shareCardMetadata({
    origin: 'https://www.example.edu',
    siteName: 'Northern Caribbean University',
    path: '/featurestory?article=a-story',
    title: 'A story',
    description: 'What happened.',
    generatedImage: '/share-card/story/a-story',
  })

  it('announces the feed beside the canonical URL, keeping the rest of the metadata', () => {
    const m = withFeed(story, 'stories')
    expect(m.alternates).toEqual({
      canonical: '/featurestory?article=a-story',
      types: { 'application/rss+xml': [{ url: '/feeds/stories.xml', title: 'Feature stories' }] },
    })
    expect(m.openGraph).toEqual(story.openGraph)
    expect(m.title).toBe('A story')
  })

  it('keeps other alternate types, and leaves the metadata it was given unchanged', () => {
    const m = withFeed({ alternates: { canonical: '/news', types: { 'application/json': '/x.json' } } }, 'news')
    expect(m.alternates?.types).toEqual({
      'application/json': '/x.json',
      'application/rss+xml': [{ url: FEEDS.news.path, title: FEEDS.news.title }],
    })
    expect(story.alternates).toEqual({ canonical: '/featurestory?article=a-story' })
  })

  it('announces several feeds, in the order given', () => {
    expect(withFeed({}, 'news', 'stories').alternates?.types?.['application/rss+xml']).toEqual([
      { url: '/feeds/news.xml', title: 'News and sports' },
      { url: '/feeds/stories.xml', title: 'Feature stories' },
    ])
  })
})
