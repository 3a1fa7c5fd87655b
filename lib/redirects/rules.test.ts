import { domainProblem, planSlugChange, redirectErrors, type RedirectRecord } from './rules'

const nothingServed = () => false
const stored: RedirectRecord[] = [
  { id: 1, fromKey: '/old-page', to: '/generaladmission' },
  { id: 2, fromKey: '/featurestory/a', to: '/featurestory?article=b' },
]
const messages = (errors: { path: string; message: string }[]) => errors.map((e) => `${e.path}: ${e.message}`)

describe('redirectErrors', () => {
  it('accepts a path to a path, and a path to one of the university’s own sites', () => {
    expect(redirectErrors({ from: '/apply-now', to: '/applicationforms' }, stored, nothingServed)).toEqual([])
    expect(
      redirectErrors({ from: '/library', to: 'https://library.example.edu/' }, stored, nothingServed, ['example.edu']),
    ).toEqual([])
    expect(
      redirectErrors({ from: '/library', to: 'https://EXAMPLE.edu/x' }, stored, nothingServed, ['.Example.EDU']),
    ).toEqual([])
  })

  it('leads to another site only over https, and only to a site in Site settings', () => {
    const own = ['example.edu', 'ncu-foundation.org']
    const toError = (to: string, domains: string[] = own) =>
      messages(redirectErrors({ from: '/x', to }, [], nothingServed, domains))
    expect(toError('https://evil.example/')).toEqual([
      'to: Redirects lead only to this site or to the sites in Site settings → External sites → Sites redirects may lead to (example.edu, ncu-foundation.org); evil.example is not one of them.',
    ])
    expect(toError('http://library.example.edu/')).toEqual([
      'to: Redirects lead to other sites over https only: write the address with https://.',
    ])
    // Look-alikes of an allowed domain are other sites.
    for (const to of [
      'https://example.edu.evil.example/',
      'https://notexample.edu/',
      'https://example.edu@evil.example/',
    ])
      expect(toError(to)).toHaveLength(1)
    expect(toError('https://user:secret@library.example.edu/')).toEqual([
      'to: Leave the user name and password out of the address.',
    ])
    expect(toError('https://www.ncu-foundation.org/give')).toEqual([])
    expect(toError('https://library.example.edu/', [])).toEqual([
      'to: Redirects lead only to this site or to the sites in Site settings → External sites → Sites redirects may lead to (none yet); library.example.edu is not one of them.',
    ])
  })

  it('refuses malformed addresses beside the field', () => {
    expect(redirectErrors({ from: 'old-page', to: '/x' }, [], nothingServed).map((e) => e.path)).toEqual(['from'])
    expect(redirectErrors({ from: '/a', to: 'javascript:alert(1)' }, [], nothingServed).map((e) => e.path)).toEqual([
      'to',
    ])
    expect(redirectErrors({ from: '/a', to: '//evil.example' }, [], nothingServed).map((e) => e.path)).toEqual(['to'])
  })

  it('refuses a redirect to itself, also when spelled through the query-string URL', () => {
    expect(
      messages(redirectErrors({ from: '/featurestory?article=x', to: '/featurestory/x' }, [], nothingServed)),
    ).toEqual(['to: A redirect cannot lead to its own address (a loop).'])
  })

  it('refuses a loop of two', () => {
    const errors = redirectErrors({ from: '/generaladmission', to: '/old-page' }, stored, nothingServed)
    expect(errors).toContainEqual({
      path: 'to',
      message: '/old-page redirects back to /generaladmission: the two would loop.',
    })
  })

  it('refuses a chain either way', () => {
    expect(redirectErrors({ from: '/x', to: '/old-page' }, stored, nothingServed)).toEqual([
      {
        path: 'to',
        message: '/old-page is itself redirected to /generaladmission; lead straight there (/generaladmission).',
      },
    ])
    expect(
      redirectErrors({ from: '/featurestory?article=b', to: '/news' }, stored, nothingServed).map((e) => e.path),
    ).toEqual(['from'])
  })

  it('refuses a second redirect for the same address, but not the same one saved again', () => {
    expect(redirectErrors({ from: '/old-page/', to: '/news' }, stored, nothingServed).map((e) => e.path)).toEqual([
      'from',
    ])
    expect(redirectErrors({ id: 1, from: '/old-page', to: '/news' }, stored, nothingServed)).toEqual([])
  })

  it('refuses a redirect from an address a page answers at', () => {
    expect(redirectErrors({ from: '/news', to: '/x' }, [], (path) => path === '/news').map((e) => e.path)).toEqual([
      'from',
    ])
    expect(redirectErrors({ from: '/', to: '/x' }, [], nothingServed).map((e) => e.path)).toEqual(['from'])
  })
})

describe('domainProblem', () => {
  it('takes domain names, with or without a leading dot', () => {
    for (const domain of [
      'example.edu',
      'Library.Example.EDU',
      '.example.edu',
      '*.example.edu',
      'xn--bcher-kva.example',
    ])
      expect(domainProblem(domain)).toBeNull()
  })

  it('refuses addresses, paths, single labels and IP addresses', () => {
    for (const value of [
      'https://example.edu',
      'example.edu/path',
      'edu',
      '',
      ' ',
      '192.0.2.1',
      'exa mple.edu',
      'user@example.edu',
      'example.edu:8443',
    ]) {
      expect(domainProblem(value)).toMatch(/is not a domain name/)
    }
  })
})

describe('planSlugChange', () => {
  it('adds a redirect from the old address', () => {
    expect(planSlugChange('/featurestory?article=c', '/featurestory?article=d', stored)).toEqual({
      remove: [],
      retarget: [],
      update: null,
      create: { fromKey: '/featurestory/c', from: '/featurestory?article=c', to: '/featurestory?article=d' },
    })
  })

  it('rewrites A→B when B becomes C, so nothing chains', () => {
    const plan = planSlugChange('/featurestory?article=b', '/featurestory?article=c', stored)
    expect(plan.retarget.map((r) => r.id)).toEqual([2])
    expect(plan.create?.fromKey).toBe('/featurestory/b')
  })

  it('drops the redirect from the new address when a slug goes back (B→A after A→B)', () => {
    const plan = planSlugChange('/featurestory?article=b', '/featurestory?article=a', stored)
    expect(plan.remove.map((r) => r.id)).toEqual([2])
    expect(plan.retarget).toEqual([])
    expect(plan.create).toEqual({
      fromKey: '/featurestory/b',
      from: '/featurestory?article=b',
      to: '/featurestory?article=a',
    })
  })

  it('updates a stored redirect from the old address instead of adding a second one', () => {
    const plan = planSlugChange('/old-page', '/news/new', stored)
    expect(plan.update?.id).toBe(1)
    expect(plan.create).toBeNull()
  })

  it('does nothing when the address did not change', () => {
    expect(planSlugChange('/news/a', '/news/a', stored)).toEqual({
      remove: [],
      retarget: [],
      create: null,
      update: null,
    })
  })
})
