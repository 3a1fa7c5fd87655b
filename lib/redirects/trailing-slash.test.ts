import { internalPath, normalPath } from '../links/internal-path'
import { decide } from './proxy-rules'
import { slashHop, slashRouteTarget, trailingSlashRoute, type StoredRedirect } from './trailing-slash'

/** Redirects as the Redirects collection stores them: keyed on the internal path of their old address. */
function stored(entries: Record<string, string>, permanent = true): Record<string, StoredRedirect> {
  return Object.fromEntries(Object.entries(entries).map(([from, to]) => [internalPath(from)!, { to, permanent }]))
}

const target = '/featurestory?article=some-slug'
const redirects = stored({
  '/2019/05/some-slug/': target,
  '/greek/%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2/': '/greek/page-1811',
  '/featurestory?article=old-name': '/featurestory?article=new-name',
  '/about-us': '/about/team',
})

/**
 * The hop a visitor's request makes, as proxy.ts and the pages answer it: the proxy's redirect, or
 * (slash only) the trailing-slash route's, or the stored redirect the page looks up before its 404.
 */
function firstHop(url: string): { status: number; location: string } | 'page' {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid')
  const decision = decide(pathname, searchParams)
  if (decision.action === 'redirect') {
    if (!decision.storedFirst) return { status: 308, location: decision.to }
    // The route reads its address from its path: a rewritten request keeps the query it was asked with.
    const route = new URL(trailingSlashRoute(decision.to), 'http://site.invalid')
    expect(route.search).toBe('')
    const [, api, name, segment, ...rest] = route.pathname.split('/')
    expect([api, name, rest]).toEqual(['api', 'trailing-slash', []])
    return slashHop(slashRouteTarget(segment)!, redirects)!
  }
  const onPage = redirects[normalPath(decision.action === 'rewrite' ? decision.to.split('?')[0] : pathname)]
  return onPage ? { status: 308, location: onPage.to } : 'page'
}

describe('an old address with or without its trailing slash', () => {
  it('answers one permanent redirect straight to its new home, whichever way it is spelt', () => {
    for (const url of ['/2019/05/some-slug/', '/2019/05/some-slug', '/2019/05/some-slug//'])
      expect({ url, hop: firstHop(url) }).toEqual({ url, hop: { status: 308, location: target } })
    // Stored without a slash, asked for with one.
    expect(firstHop('/about-us/')).toEqual({ status: 308, location: '/about/team' })
    expect(firstHop('/about-us')).toEqual({ status: 308, location: '/about/team' })
  })

  it('finds a percent-encoded permalink in either letter case of its escapes', () => {
    expect(firstHop('/greek/%ce%b5%cf%80%ce%af%cf%80%ce%b5%ce%b4%ce%bf-2/')).toEqual({
      status: 308,
      location: '/greek/page-1811',
    })
    expect(firstHop('/greek/%CE%B5%CF%80%CE%AF%CF%80%CE%B5%CE%B4%CE%BF-2/')).toEqual({
      status: 308,
      location: '/greek/page-1811',
    })
  })

  it("finds a record's old query-string address asked for with a slash before the query", () => {
    expect(firstHop('/featurestory/?article=old-name')).toEqual({
      status: 308,
      location: '/featurestory?article=new-name',
    })
  })

  it('takes only the slash off an address with no stored redirect, keeping the query', () => {
    expect(firstHop('/news/?page=2')).toEqual({ status: 308, location: '/news?page=2' })
    expect(firstHop('/no-such-page/')).toEqual({ status: 308, location: '/no-such-page' })
    expect(firstHop('/no-such-page')).toBe('page')
  })
})

describe('slashHop', () => {
  it('answers 307 for a temporary redirect', () => {
    expect(slashHop('/old', stored({ '/old': '/new' }, false))).toEqual({ status: 307, location: '/new' })
  })

  it('writes the Location percent-encoded', () => {
    expect(slashHop('/old', stored({ '/old': '/nouvelle-été' }))).toEqual({
      status: 308,
      location: '/nouvelle-%C3%A9t%C3%A9',
    })
    expect(slashHop('/café', {})).toEqual({ status: 308, location: '/caf%C3%A9' })
  })

  it('leads nowhere but this site on its own: anything but a path is refused', () => {
    for (const to of ['', 'https://elsewhere.example', '//elsewhere.example/x', '/\\elsewhere.example', 'news'])
      expect({ to, hop: slashHop(to, {}) }).toEqual({ to, hop: null })
  })
})

describe('the trailing-slash route', () => {
  it('carries any address there and back in one path segment', () => {
    for (const to of ['/a', '/news?page=2&year=2019', '/greek/%ce%b5-2', '/café?q=été', '/x?y=a/b+c'])
      expect(slashRouteTarget(trailingSlashRoute(to).split('/').pop()!)).toBe(to)
  })

  it('names no address with a segment it did not make', () => {
    for (const segment of ['', 'a b', '%2Fx', '_w', 'x'.repeat(4001)])
      expect({ segment, to: slashRouteTarget(segment) }).toEqual({ segment, to: null })
  })
})
