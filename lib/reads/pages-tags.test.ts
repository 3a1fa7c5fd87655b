jest.mock('./payload', () => ({ getPayloadClient: async () => ({}) }))
import { recordTag, tagsForSave, tagsOf, type CacheTag, type Includes } from '@/lib/cache/tags'
import { declaredReads } from './cached-read'
import './pages'

const tagsOfRead = (name: string, ...args: unknown[]) => tagsOf(declaredReads.get(name) as Includes<unknown[]>, ...args)
const expires = (save: CacheTag[], read: CacheTag[]) => read.some((tag) => save.includes(tag))

describe('the tags a save of a composed page expires', () => {
  const saveOfTeam = tagsForSave('pages', { path: '/about/team' }, { path: '/about/team' })

  it('are its own page and the lists of pages, before and after a change of address', () => {
    expect(saveOfTeam).toEqual(['pages', 'pages:/about/team'])
    expect(tagsForSave('pages', { path: '/about/staff' }, { path: '/about/team' })).toEqual([
      'pages',
      'pages:/about/staff',
      'pages:/about/team',
    ])
  })

  it('reach its own page, and the lists that show it (the sitemap and the site search), not any other page', () => {
    expect(expires(saveOfTeam, tagsOfRead('pages:detail', '/about/team'))).toBe(true)
    expect(expires(saveOfTeam, tagsOfRead('pages:detail', '/homecoming-2027'))).toBe(false)
    expect(expires(saveOfTeam, tagsOfRead('pages:urls', { limit: 100, page: 1 }))).toBe(true)
  })

  it('reach the page first asked for while nothing was there, once a page is published at its address', () => {
    expect(tagsOfRead('pages:detail', '/new-centre')).toContain(recordTag('pages', '/new-centre'))
    expect(expires(tagsForSave('pages', { path: '/new-centre' }), tagsOfRead('pages:detail', '/new-centre'))).toBe(true)
  })

  it('and a save of a picture, a document or a form still reaches every page that may show it', () => {
    for (const source of ['media', 'documents', 'forms'] as const)
      expect(expires(tagsForSave(source, {}), tagsOfRead('pages:detail', '/about/team'))).toBe(true)
  })
})
