import { planSlugChange, redirectErrors, type RedirectRecord } from './rules'

const nothingServed = () => false
const stored: RedirectRecord[] = [
  { id: 1, fromKey: '/old-page', to: '/generaladmission' },
  { id: 2, fromKey: '/featurestory/a', to: '/featurestory?article=b' },
]
const messages = (errors: { path: string; message: string }[]) => errors.map((e) => `${e.path}: ${e.message}`)

describe('redirectErrors', () => {
  it('accepts a path to a path, and a path to another site', () => {
    expect(redirectErrors({ from: '/apply-now', to: '/applicationforms' }, stored, nothingServed)).toEqual([])
    expect(redirectErrors({ from: '/library', to: 'https://library.example.edu/' }, stored, nothingServed)).toEqual([])
  })

  it('refuses malformed addresses beside the field', () => {
    expect(redirectErrors({ from: 'old-page', to: '/x' }, [], nothingServed).map((e) => e.path)).toEqual(['from'])
    expect(redirectErrors({ from: '/a', to: 'javascript:alert(1)' }, [], nothingServed).map((e) => e.path)).toEqual(['to'])
    expect(redirectErrors({ from: '/a', to: '//evil.example' }, [], nothingServed).map((e) => e.path)).toEqual(['to'])
  })

  it('refuses a redirect to itself, also when spelled through the query-string URL', () => {
    expect(messages(redirectErrors({ from: '/featurestory?article=x', to: '/featurestory/x' }, [], nothingServed))).toEqual([
      'to: A redirect cannot lead to its own address (a loop).',
    ])
  })

  it('refuses a loop of two', () => {
    const errors = redirectErrors({ from: '/generaladmission', to: '/old-page' }, stored, nothingServed)
    expect(errors).toContainEqual({ path: 'to', message: '/old-page redirects back to /generaladmission: the two would loop.' })
  })

  it('refuses a chain either way', () => {
    expect(redirectErrors({ from: '/x', to: '/old-page' }, stored, nothingServed)).toEqual([
      { path: 'to', message: '/old-page is itself redirected to /generaladmission; lead straight there (/generaladmission).' },
    ])
    expect(redirectErrors({ from: '/featurestory?article=b', to: '/news' }, stored, nothingServed).map((e) => e.path)).toEqual(['from'])
  })

  it('refuses a second redirect for the same address, but not the same one saved again', () => {
    expect(redirectErrors({ from: '/old-page/', to: '/news' }, stored, nothingServed).map((e) => e.path)).toEqual(['from'])
    expect(redirectErrors({ id: 1, from: '/old-page', to: '/news' }, stored, nothingServed)).toEqual([])
  })

  it('refuses a redirect from an address a page answers at', () => {
    expect(redirectErrors({ from: '/news', to: '/x' }, [], (path) => path === '/news').map((e) => e.path)).toEqual(['from'])
    expect(redirectErrors({ from: '/', to: '/x' }, [], nothingServed).map((e) => e.path)).toEqual(['from'])
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
    expect(plan.create).toEqual({ fromKey: '/featurestory/b', from: '/featurestory?article=b', to: '/featurestory?article=a' })
  })

  it('updates a stored redirect from the old address instead of adding a second one', () => {
    const plan = planSlugChange('/old-page', '/news/new', stored)
    expect(plan.update?.id).toBe(1)
    expect(plan.create).toBeNull()
  })

  it('does nothing when the address did not change', () => {
    expect(planSlugChange('/news/a', '/news/a', stored)).toEqual({ remove: [], retarget: [], create: null, update: null })
  })
})
