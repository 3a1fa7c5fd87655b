import { absoluteUrl } from './absolute-url'

const origin = 'https://www.ncu.example'

describe('absoluteUrl', () => {
  it('puts paths on the public origin and keeps absolute URLs', () => {
    expect(absoluteUrl(origin, '/news/a?b=c')).toBe('https://www.ncu.example/news/a?b=c')
    expect(absoluteUrl(`${origin}/`, '/')).toBe('https://www.ncu.example/')
    expect(absoluteUrl(origin, 'https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp')
  })
})
