import { generatedImagePath, mergeOverrides, shareCardMetadata, type ShareCardInput } from './share-card'

const base: ShareCardInput = {
  origin: 'https://www.example.edu',
  siteName: 'Northern Caribbean University',
  path: '/featurestory?article=a-story',
  title: 'A story',
  description: 'What happened.',
  generatedImage: '/share-card/story/a-story',
}

describe('shareCardMetadata', () => {
  it('gives a page without a picture its generated one, every URL absolute from the configured origin', () => {
    const m = shareCardMetadata(base)
    expect(m.title).toBe('A story')
    expect(m.alternates).toEqual({ canonical: '/featurestory?article=a-story' })
    expect(m.openGraph).toEqual({
      type: 'website',
      title: 'A story',
      description: 'What happened.',
      url: 'https://www.example.edu/featurestory?article=a-story',
      siteName: 'Northern Caribbean University',
      locale: 'en_JM',
      images: [
        {
          url: 'https://www.example.edu/share-card/story/a-story',
          width: 1200,
          height: 630,
          alt: 'A story: Northern Caribbean University',
        },
      ],
    })
    expect(m.twitter).toEqual({
      card: 'summary_large_image',
      title: 'A story',
      description: 'What happened.',
      images: [
        { url: 'https://www.example.edu/share-card/story/a-story', alt: 'A story: Northern Caribbean University' },
      ],
    })
  })

  it('uses the page’s own picture, and its title when the picture has no text alternative', () => {
    const m = shareCardMetadata({
      ...base,
      image: { url: '/api/media/file/cover-1200x630.png', width: 1200, height: 630, alt: '' },
    })
    expect(m.openGraph?.images).toEqual([
      { url: 'https://www.example.edu/api/media/file/cover-1200x630.png', width: 1200, height: 630, alt: 'A story' },
    ])
  })

  it('lets an editor’s override win where it is filled', () => {
    const m = shareCardMetadata({
      ...base,
      image: { url: '/api/media/file/cover.png', width: 640, height: 400, alt: 'Cover' },
      override: {
        title: '  Better title ',
        description: '',
        image: { url: 'https://cdn.example.net/x.png', width: 1200, height: 630, alt: 'Chosen' },
      },
    })
    expect(m.title).toBe('Better title')
    expect(m.description).toBe('What happened.')
    expect(m.openGraph).toMatchObject({
      title: 'Better title',
      images: [{ url: 'https://cdn.example.net/x.png', alt: 'Chosen' }],
    })
  })

  it('adds article dates and authors, and keeps the home page title absolute', () => {
    const m = shareCardMetadata({
      ...base,
      absoluteTitle: true,
      article: { publishedTime: '2026-01-02T00:00:00.000Z', authors: ['Sports Desk'] },
    })
    expect(m.title).toEqual({ absolute: 'A story' })
    expect(m.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-01-02T00:00:00.000Z',
      authors: ['Sports Desk'],
      siteName: 'Northern Caribbean University',
    })
  })

  it('never takes the origin from anywhere but its input (a trailing slash or none)', () => {
    const m = shareCardMetadata({ ...base, origin: 'https://www.example.edu/' })
    expect(m.openGraph?.url).toBe('https://www.example.edu/featurestory?article=a-story')
  })
})

describe('generatedImagePath', () => {
  it('names registry pages by path and records by their encoded slug', () => {
    expect(generatedImagePath('page', '/')).toBe('/share-card/page')
    expect(generatedImagePath('page', '/feastOfLight')).toBe('/share-card/page/feastOfLight')
    expect(generatedImagePath('story', 'a b')).toBe('/share-card/story/a%20b')
  })
})

describe('mergeOverrides', () => {
  it('keeps the base where the top is empty', () => {
    expect(
      mergeOverrides(
        { title: 'Page', description: 'Page text', image: null },
        { title: '', description: 'Record text' },
      ),
    ).toEqual({
      title: 'Page',
      description: 'Record text',
      image: null,
    })
  })
})
