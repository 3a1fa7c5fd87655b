jest.mock('next/cache', () => ({ unstable_cache: (read: (...args: unknown[]) => unknown) => read }))
jest.mock('./preview', () => ({ isEditorPreview: async () => false }))
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setConfigEnvironment } from '@/lib/config/environment.mjs'
import { includes, recordTag } from '@/lib/cache/tags'
import { lastGoodDir } from '@/lib/resilience/last-good'
import { RECOVERY_PROBE_MS } from '@/lib/resilience/recovery'
import { cachedRead, resetCachedReads } from './cached-read'
import { readForIndex } from './visible'

describe('cachedRead when the database fails', () => {
  const fetchMock = jest.fn(async () => new Response('{}'))
  let databaseUp: boolean
  let title: string
  const read = jest.fn(async (slug: string) => {
    if (!databaseUp) throw new Error('connect ECONNREFUSED')
    return { slug, title }
  })
  const getStory = cachedRead(
    'story',
    includes(['stories'], (slug: string) => [recordTag('stories', slug)]),
    read,
  )

  let dir: string

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'last-good-'))
    setConfigEnvironment({ LAST_GOOD_DIR: dir })
    jest.useFakeTimers()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    jest.spyOn(console, 'warn').mockImplementation(() => {})
    globalThis.fetch = fetchMock as unknown as typeof fetch
    fetchMock.mockClear()
    resetCachedReads()
    databaseUp = true
    title = 'Before the outage'
  })
  afterEach(() => {
    setConfigEnvironment()
    rmSync(dir, { recursive: true, force: true })
    resetCachedReads()
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('renders from the last good result, so the page keeps its content', async () => {
    expect(await getStory('nursing')).toEqual({ slug: 'nursing', title: 'Before the outage' })
    databaseUp = false
    expect(await getStory('nursing')).toEqual({ slug: 'nursing', title: 'Before the outage' })
  })

  it('lets the error through when it has nothing to fall back on, so no empty page is cached', async () => {
    databaseUp = false
    await expect(getStory('unseen')).rejects.toThrow('ECONNREFUSED')
  })

  it('keeps results apart by argument', async () => {
    await getStory('nursing')
    databaseUp = false
    await expect(getStory('theology')).rejects.toThrow()
  })

  it('expires the tags of pages served from remembered data once the database answers again', async () => {
    await getStory('nursing')
    databaseUp = false
    await getStory('nursing')
    await jest.advanceTimersByTimeAsync(RECOVERY_PROBE_MS * 2)
    expect(fetchMock).not.toHaveBeenCalled() // still down: nothing to refresh yet

    databaseUp = true
    title = 'After the outage'
    await jest.advanceTimersByTimeAsync(RECOVERY_PROBE_MS)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/\/api\/revalidate$/)
    expect(JSON.parse(String(init.body))).toEqual({ tags: ['stories', 'stories:nursing'] })
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /)

    await jest.advanceTimersByTimeAsync(RECOVERY_PROBE_MS * 3)
    expect(fetchMock).toHaveBeenCalledTimes(1) // stops watching once recovered
    expect(await getStory('nursing')).toEqual({ slug: 'nursing', title: 'After the outage' })
  })

  it('passes Next control-flow errors through untouched', async () => {
    const control = Object.assign(new Error('Dynamic server usage'), { digest: 'DYNAMIC_SERVER_USAGE' })
    const getDynamic = cachedRead('dynamic', includes(['jobs']), async () => {
      throw control
    })
    await expect(getDynamic()).rejects.toBe(control)
  })

  it('keeps the last good result on disk, so a restarted server that never read it still renders the page', async () => {
    expect(lastGoodDir()).toBe(dir)
    await getStory('nursing') // e.g. while `next build` prerenders
    expect(readdirSync(dir)).toHaveLength(1)
    resetCachedReads() // a new server process: nothing in memory
    databaseUp = false
    title = 'Never seen'
    expect(await getStory('nursing')).toEqual({ slug: 'nursing', title: 'Before the outage' })
    await expect(getStory('theology')).rejects.toThrow('ECONNREFUSED')
  })

  it('keeps nothing of the search index’s reads, in memory or on disk (the index keeps its own documents)', async () => {
    expect(await readForIndex(() => getStory('nursing'))).toEqual({ slug: 'nursing', title: 'Before the outage' })
    expect(readdirSync(dir)).toEqual([])
    databaseUp = false
    await expect(getStory('nursing')).rejects.toThrow('ECONNREFUSED')
    // A visitor's read of the same record is kept as before.
    databaseUp = true
    await getStory('nursing')
    expect(readdirSync(dir)).toHaveLength(1)
    databaseUp = false
    expect(await getStory('nursing')).toEqual({ slug: 'nursing', title: 'Before the outage' })
  })

  it('replaces the kept result with each new one from the database', async () => {
    await getStory('nursing')
    title = 'Edited'
    await getStory('nursing')
    resetCachedReads()
    databaseUp = false
    expect(await getStory('nursing')).toEqual({ slug: 'nursing', title: 'Edited' })
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(1)
  })
})
