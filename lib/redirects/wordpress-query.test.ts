import { internalPath } from '../links/internal-path'
import { decide } from './proxy-rules'
import { wordpressQueryRoute } from './wordpress-query'

const search = (query: string) => new URLSearchParams(query)

describe('WordPress query-string links', () => {
  it("rewrites the home page's WordPress links onto a path of their own, where stored redirects answer", () => {
    expect(decide('/', search('p=123'))).toEqual({ action: 'rewrite', to: '/wordpress-link/p/123' })
    expect(decide('/', search('page_id=7&preview=true'))).toEqual({
      action: 'rewrite',
      to: '/wordpress-link/page_id/7',
    })
    expect(decide('/', search('attachment_id=9'))).toEqual({ action: 'rewrite', to: '/wordpress-link/attachment_id/9' })
    expect(decide('/', search('cat=3'))).toEqual({ action: 'rewrite', to: '/wordpress-link/cat/3' })
    expect(decide('/', search('tag=campus-life'))).toEqual({ action: 'rewrite', to: '/wordpress-link/tag/campus-life' })
    expect(decide('/', search('author=4'))).toEqual({ action: 'rewrite', to: '/wordpress-link/author/4' })
  })

  it('leaves the home page alone otherwise, and the same keys on any other page', () => {
    expect(decide('/', search(''))).toEqual({ action: 'next' })
    expect(decide('/', search('utm_source=x'))).toEqual({ action: 'next' })
    expect(wordpressQueryRoute('/news', search('p=2'))).toBeNull()
    // Only a plain id or slug: nothing that could name another path.
    expect(wordpressQueryRoute('/', search('p=../admin'))).toBeNull()
    expect(wordpressQueryRoute('/', search('p='))).toBeNull()
  })

  it('stores and looks redirects up under that path, so `/?p=123` can be redirected', () => {
    expect(internalPath('/?p=123')).toBe('/wordpress-link/p/123')
    expect(internalPath('https://site.example/?page_id=7', 'https://site.example')).toBe('/wordpress-link/page_id/7')
    expect(internalPath('/?q=search')).toBe('/')
  })
})
