import { serializeJsonLd } from '@/lib/text/json-ld'
import { articleJsonLd } from './jsonld'

describe('articleJsonLd', () => {
  const base = {
    title: 'Choir </script> returns',
    description: 'A tour',
    url: 'https://ncu.example/featurestory?article=choir',
    image: 'https://ncu.example/api/media/file/story-3.webp',
    author: 'Chaplaincy',
    publisher: 'Northern Caribbean University',
    datePublished: '2026-11-01T00:00:00.000Z',
    dateModified: '2026-11-02T00:00:00.000Z',
  }
  it('describes a feature story as an Article', () => {
    const ld = articleJsonLd(base)
    expect(ld['@type']).toBe('Article')
    expect(ld.headline).toBe(base.title)
    expect(ld.image).toEqual([base.image])
    expect(ld.author).toEqual({ '@type': 'Person', name: 'Chaplaincy' })
    expect(ld.mainEntityOfPage).toBe(base.url)
  })
  it('leaves out a missing image and serialises without a closing tag', () => {
    const ld = articleJsonLd({ ...base, image: null, type: 'NewsArticle' })
    expect('image' in ld).toBe(false)
    expect(ld['@type']).toBe('NewsArticle')
    expect(serializeJsonLd(ld)).not.toContain('</script>')
    expect(serializeJsonLd(ld)).toContain('\\u003c/script')
  })
})
