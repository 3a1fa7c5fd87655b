import { serializeJsonLd } from '@/lib/text/json-ld'
import { articleJsonLd } from './jsonld'

const settings = { universityName: 'Northern Caribbean University', social: [] }
const origin = 'https://www.ncu.example'

describe('articleJsonLd', () => {
  const base = {
    title: 'Choir </script> returns',
    description: 'A tour',
    url: '/featurestory?article=choir',
    image: '/api/media/file/story-3.webp',
    author: 'Jane Brown',
    datePublished: '2026-11-01T00:00:00.000Z',
    dateModified: '2026-11-02T00:00:00.000Z',
  }
  it('describes a feature story as an Article with absolute URLs and the university as publisher', () => {
    const ld = articleJsonLd(base, settings, origin)
    expect(ld['@type']).toBe('Article')
    expect(ld.headline).toBe(base.title)
    expect(ld.image).toEqual(['https://www.ncu.example/api/media/file/story-3.webp'])
    expect(ld.author).toEqual({ '@type': 'Person', name: 'Jane Brown' })
    expect(ld.url).toBe('https://www.ncu.example/featurestory?article=choir')
    expect(ld.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': ld.url })
    expect(ld.publisher).toMatchObject({
      '@type': 'CollegeOrUniversity',
      name: settings.universityName,
      logo: { url: 'https://www.ncu.example/logo.png' },
    })
  })
  it('types an organisational byline as an Organization', () => {
    expect(articleJsonLd({ ...base, author: 'Sports Desk' }, settings, origin).author).toEqual({
      '@type': 'Organization',
      name: 'Sports Desk',
    })
  })
  it('leaves out a missing image and serialises without a closing tag', () => {
    const ld = articleJsonLd({ ...base, image: null, type: 'NewsArticle' }, settings, origin)
    expect('image' in ld).toBe(false)
    expect(ld['@type']).toBe('NewsArticle')
    expect(serializeJsonLd(ld)).not.toContain('</script>')
    expect(serializeJsonLd(ld)).toContain('\\u003c/script')
  })
})
