/**
 * The tags a page carries to the edge (lib/cache/edge-tags.mjs): which responses carry them, and
 * how they are gathered from Next's incremental cache and passed on when Next expires them.
 * @jest-environment node
 */
import { edgeTagHeaders, renderTags, watchIncrementalCache } from './edge-tags.mjs'
import { recordTag, tagsForSave } from './tags'

const page = { method: 'GET', cacheControl: 's-maxage=86400, stale-while-revalidate=31449600', setsCookie: false }

describe('edgeTagHeaders', () => {
  it('sends a public page’s typed tags to the edge, space-separated (Surrogate-Key) and comma-separated (Cache-Tag)', () => {
    const tags = ['stories', recordTag('stories', 'cell-lab')!, 'site-settings']
    expect(edgeTagHeaders({ ...page, tags })).toEqual({
      'Surrogate-Key': 'site-settings stories stories:cell-lab',
      'Cache-Tag': 'site-settings,stories,stories:cell-lab',
    })
    // What a save of that story expires is among them: the edge finds the page by it.
    const keys = edgeTagHeaders({ ...page, tags })!['Surrogate-Key'].split(' ')
    for (const tag of tagsForSave('stories', { slug: 'cell-lab' })) expect(keys).toContain(tag)
  })

  it('sends none for what a shared cache may not keep: another method, a private or unstored answer, a cookie set, no tags', () => {
    expect(edgeTagHeaders({ ...page, method: 'HEAD', tags: ['stories'] })).not.toBeNull()
    for (const method of ['POST', 'PATCH', 'DELETE', undefined])
      expect(edgeTagHeaders({ ...page, method, tags: ['stories'] })).toBeNull()
    for (const cacheControl of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'no-cache',
      'Private',
    ])
      expect(edgeTagHeaders({ ...page, cacheControl, tags: ['stories'] })).toBeNull()
    expect(edgeTagHeaders({ ...page, setsCookie: true, tags: ['stories'] })).toBeNull()
    expect(edgeTagHeaders({ ...page, tags: [] })).toBeNull()
    expect(edgeTagHeaders({ ...page, tags: Array.from({ length: 2000 }, (_, i) => `stories:story-${i}`) })).toBeNull()
  })
})

describe('watchIncrementalCache', () => {
  type Entry = { value?: { headers?: Record<string, string> } } | null
  const expired: string[][] = []
  const order: string[] = []
  class FakeCache {
    entries = new Map<string, Entry>()
    async get(key: string, _ctx?: { kind: string; tags: string[] }) {
      return this.entries.get(key) ?? null
    }
    async set(key: string, data: { headers?: Record<string, string> }) {
      this.entries.set(key, { value: data })
    }
    async revalidateTag(tags: string | string[]) {
      order.push(`next expired ${tags}`)
    }
  }
  watchIncrementalCache(FakeCache, async (tags) => {
    order.push(`edge purged ${tags}`)
    expired.push(tags)
  })

  it('gathers, for the request running, the tags of the pages and reads it gets and sets, without Next’s own', async () => {
    const cache = new FakeCache()
    await cache.set('/news', {
      headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/news,articles,media,site-settings' },
    })
    const seen = { tags: new Set<string>() }
    await renderTags.run(seen, async () => {
      await cache.get('/news')
      await cache.get('unstable-cache-key', { kind: 'FETCH', tags: ['alerts'] })
      await cache.set('/other', { headers: { 'x-next-cache-tags': 'stories,stories:cell-lab' } })
    })
    expect([...seen.tags].sort()).toEqual([
      'alerts',
      'articles',
      'media',
      'site-settings',
      'stories',
      'stories:cell-lab',
    ])
    // Another request's set is its own.
    const other = { tags: new Set<string>() }
    await renderTags.run(other, () => cache.get('/missing'))
    expect(other.tags.size).toBe(0)
  })

  it('passes expired tags to the edge once Next has expired them, and waits for it', async () => {
    const cache = new FakeCache()
    await cache.revalidateTag(['stories', 'stories:cell-lab', '_N_T_/news'])
    expect(order).toEqual(['next expired stories,stories:cell-lab,_N_T_/news', 'edge purged stories,stories:cell-lab'])
    expect(expired).toEqual([['stories', 'stories:cell-lab']])
  })

  it('watches a class once, however often it is asked', async () => {
    watchIncrementalCache(FakeCache, () => {
      throw new Error('a second watcher')
    })
    await expect(new FakeCache().revalidateTag(['media'])).resolves.toBeUndefined()
  })
})
