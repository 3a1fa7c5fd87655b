jest.mock('payload', () => ({
  APIError: class extends Error {
    constructor(
      message: string,
      readonly status: number,
    ) {
      super(message)
    }
  },
}))

import { CROSS_SITE_SIGN_IN, fromAnotherSite, refuseCrossSiteSignIn } from './sign-in-origin'

const SITE = ['https://www.example.edu']

describe('fromAnotherSite', () => {
  it('is true for another origin, an opaque one, or a cross-site fetch', () => {
    expect(fromAnotherSite(new Headers({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }), SITE)).toBe(
      true,
    )
    expect(fromAnotherSite(new Headers({ Origin: 'https://evil.example' }), SITE)).toBe(true)
    expect(fromAnotherSite(new Headers({ Origin: 'null' }), SITE)).toBe(true)
    expect(fromAnotherSite(new Headers({ 'Sec-Fetch-Site': 'cross-site' }), SITE)).toBe(true)
  })
  it('is false for the site’s own pages and for requests from no page at all', () => {
    expect(
      fromAnotherSite(new Headers({ Origin: 'https://www.example.edu', 'Sec-Fetch-Site': 'same-origin' }), SITE),
    ).toBe(false)
    expect(fromAnotherSite(new Headers({ 'Sec-Fetch-Site': 'none' }), SITE)).toBe(false)
    expect(fromAnotherSite(new Headers(), SITE)).toBe(false)
  })
})

describe('refuseCrossSiteSignIn', () => {
  const run = (operation: string, headers: Record<string, string>) =>
    refuseCrossSiteSignIn({
      args: { data: {} },
      operation,
      req: { headers: new Headers(headers), payload: { config: { csrf: SITE } } },
    } as never)
  const evil = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }

  it('refuses a sign-in or a password reset from another site with a 403', () => {
    expect(() => run('login', evil)).toThrow(expect.objectContaining({ status: 403, message: CROSS_SITE_SIGN_IN }))
    expect(() => run('resetPassword', evil)).toThrow(expect.objectContaining({ status: 403 }))
  })
  it('lets the site’s own sign-in and other operations through', () => {
    expect(run('login', { Origin: 'https://www.example.edu' })).toEqual({ data: {} })
    expect(run('read', evil)).toEqual({ data: {} })
  })
})
