/** Next's data cache as it behaves: the tags are collected for the page when it is asked, an entry is kept per key, a thrown read keeps nothing. */
const mockDataCache = new Map<string, unknown>()
const mockTagsAsked: string[][] = []
jest.mock('next/cache', () => ({
  unstable_cache:
    (read: (...args: unknown[]) => Promise<unknown>, keyParts: string[], options: { tags: string[] }) =>
    async (...args: unknown[]) => {
      mockTagsAsked.push(options.tags)
      const key = JSON.stringify(keyParts)
      if (mockDataCache.has(key)) return mockDataCache.get(key)
      const result = await read(...args)
      mockDataCache.set(key, result)
      return result
    },
}))
jest.mock('./preview', () => ({ isEditorPreview: async () => false }))
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setConfigEnvironment } from '@/lib/config/environment.mjs'
import { includes, recordTag } from '@/lib/cache/tags'
import { cachedRead, resetCachedReads } from './cached-read'

describe('cachedRead and keys that find nothing', () => {
  let databaseUp: boolean
  let stories: Record<string, { slug: string; title: string }>
  const getStory = cachedRead(
    'story-misses',
    includes(['stories'], (slug: string) => [recordTag('stories', slug)]),
    async (slug: string) => {
      if (!databaseUp) throw new Error('connect ECONNREFUSED')
      return stories[slug] ?? null
    },
  )
  let dir: string
  const keptOnDisk = () => readdirSync(dir).filter((f) => f.endsWith('.json'))

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'last-good-'))
    setConfigEnvironment({ LAST_GOOD_DIR: dir })
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockDataCache.clear()
    mockTagsAsked.length = 0
    resetCachedReads()
    databaseUp = true
    stories = { nursing: { slug: 'nursing', title: 'Nursing' } }
  })
  afterEach(() => {
    setConfigEnvironment()
    rmSync(dir, { recursive: true, force: true })
    resetCachedReads()
    jest.restoreAllMocks()
  })

  it('keeps nothing for an unknown key, in the data cache or on disk', async () => {
    for (let i = 0; i < 20; i++) expect(await getStory(`random-${i}`)).toBeNull()
    expect(mockDataCache.size).toBe(0)
    expect(keptOnDisk()).toEqual([])
  })

  it('still hands the page the tags of what it asked for, so a page cached as not found is expired when the record is created', async () => {
    await getStory('coming-soon')
    expect(mockTagsAsked).toEqual([['stories', 'stories:coming-soon']])
  })

  it('finds a record created after it was asked for', async () => {
    expect(await getStory('coming-soon')).toBeNull()
    stories['coming-soon'] = { slug: 'coming-soon', title: 'Coming soon' }
    expect(await getStory('coming-soon')).toEqual({ slug: 'coming-soon', title: 'Coming soon' })
  })

  it('caches and keeps a record that exists, as before', async () => {
    expect(await getStory('nursing')).toEqual({ slug: 'nursing', title: 'Nursing' })
    expect(mockDataCache.size).toBe(1)
    expect(keptOnDisk()).toHaveLength(1)
    databaseUp = false
    mockDataCache.clear()
    expect(await getStory('nursing')).toEqual({ slug: 'nursing', title: 'Nursing' })
  })

  it('remembers no miss for an outage: an unknown key then fails like any read with nothing to fall back on', async () => {
    await getStory('gone')
    databaseUp = false
    await expect(getStory('gone')).rejects.toThrow('ECONNREFUSED')
  })

  it('caches a read without arguments that finds nothing: it has one key only', async () => {
    const getNewest = cachedRead('newest-misses', includes(['stories']), async () => null)
    expect(await getNewest()).toBeNull()
    expect(mockDataCache.size).toBe(1)
  })
})
