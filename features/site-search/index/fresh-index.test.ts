/**
 * How the index is built from its parts: the records' parts are read one at a time (each read is
 * synchronous work in chunks, and parts read at once would run their chunks in the same turn of
 * the event loop), the crawled pages alongside them.
 */
import type { Part } from '../sources/define-part'
import { FreshIndex, retryDelay } from './fresh-index'

jest.mock('next/server', () => ({ after: () => {} }))
jest.mock('@/lib/resilience/last-good', () => ({ persist: async () => {}, recall: async () => ({ found: false }) }))
jest.mock('@/lib/reads/preview', () => ({ draftModeOn: async () => false }))

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A part whose read takes a few turns of the event loop, noting how many reads run at once. */
function part(name: string, crawled: boolean, running: { now: number; most: number; crawledAlongside: boolean }): Part {
  return {
    name,
    sources: [],
    crawled,
    version: async () => 'v1',
    read: async () => {
      running.now++
      running.most = Math.max(running.most, running.now)
      if (crawled && running.now > 1) running.crawledAlongside = true
      for (let i = 0; i < 3; i++) await turn()
      running.now--
      return {
        documents: [
          { id: `page:${name}`, kind: 'page', title: `${name} quilting`, headings: '', body: '', url: `/${name}` },
        ],
      }
    },
  }
}

describe('building the index from its parts', () => {
  it('reads the records’ parts one at a time and the crawled pages alongside them', async () => {
    const records = { now: 0, most: 0, crawledAlongside: false }
    const parts = [
      part('programmes', false, records),
      part('stories', false, records),
      part('directory', false, records),
      part('pages-a', true, records),
    ]
    const index = await new FreshIndex(parts, async () => 'w1').current()
    // At most one record part and the crawled part: never two record parts at once.
    expect(records.most).toBe(2)
    expect(records.crawledAlongside).toBe(true)
    expect(index.search('quilting').total).toBe(4)
  })

  it('reads every record part even when one fails', async () => {
    const running = { now: 0, most: 0, crawledAlongside: false }
    const failing: Part = { ...part('broken', false, running), read: async () => Promise.reject(new Error('down')) }
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const index = await new FreshIndex([failing, part('stories', false, running)], async () => 'w1').current()
    expect(index.search('quilting').total).toBe(1)
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})

describe('a part that keeps missing a page', () => {
  afterEach(() => jest.restoreAllMocks())

  it('is read again 30 s after, then twice as long after each further miss, and as usual once whole', async () => {
    let now = 1_000_000
    jest.spyOn(Date, 'now').mockImplementation(() => now)
    let reads = 0
    let whole = false
    const pages: Part = {
      name: 'pages:slow',
      sources: [],
      crawled: true,
      version: async () => 'v1',
      read: async () => {
        reads++
        const doc = { id: 'page:/slow', kind: 'page' as const, title: 'Slow', headings: '', body: '', url: '/slow' }
        return { documents: [doc], incomplete: !whole }
      },
    }
    const fresh = new FreshIndex([pages], async () => 'w1')
    /** A search at `at` seconds, and the reads it set going behind it. */
    const searchAt = async (at: number) => {
      now = 1_000_000 + at * 1000
      await fresh.current()
      for (let i = 0; i < 5; i++) await turn()
      return reads
    }
    expect(await searchAt(0)).toBe(1)
    expect(await searchAt(29)).toBe(1)
    expect(await searchAt(31)).toBe(2) // 30 s after the first miss
    expect(await searchAt(80)).toBe(2)
    expect(await searchAt(92)).toBe(3) // 60 s after the second
    expect(await searchAt(200)).toBe(3)
    whole = true
    expect(await searchAt(213)).toBe(4) // 120 s after the third: whole this time
    expect(await searchAt(10_000)).toBe(4)
  })
})

describe('the time before a part that missed pages is read again', () => {
  it('doubles from 30 s with each miss in a row, up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelay(20)).toBe(60 * 60_000)
  })
})
