import { shareLinks } from './share'

describe('shareLinks', () => {
  const links = shareLinks('https://ncu.example/featurestory?article=a-b', 'A & B')
  it('covers six networks', () => {
    expect(links.map((l) => l.network)).toEqual(['facebook', 'twitter', 'linkedin', 'telegram', 'whatsapp', 'email'])
  })
  it('encodes the page URL in each link', () => {
    const encoded = encodeURIComponent('https://ncu.example/featurestory?article=a-b')
    for (const link of links) expect(link.href).toContain(encoded)
    expect(links[1].href).toContain('text=A%20%26%20B')
    expect(links[5].href.startsWith('mailto:?subject=')).toBe(true)
  })
})
