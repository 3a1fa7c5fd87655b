/**
 * The index across saves, as one server lives through them: built once from every part, then a
 * save reads again only the parts under its tags (records before the search answers, pages
 * behind it), and records that leave by time (a job closing) leave without a save. The reads are
 * stand-ins; Next's data cache is a map expired by tag, as the hooks expire it.
 */
import { tagsOf, type Includes } from '@/lib/cache/tags'
import { LISTED_PAGES } from '@/lib/pages'
import type { SiteSearchIndex } from './fulltext'

const mockCache = new Map<string, { tags: string[]; value: unknown }>()
jest.mock('@/lib/reads/cached-read', () => ({
  cachedRead:
    <Args extends unknown[], R>(name: string, declared: Includes<Args>, read: (...args: Args) => Promise<R>) =>
    async (...args: Args): Promise<R> => {
      const key = `${name}:${JSON.stringify(args)}`
      const hit = mockCache.get(key)
      if (hit) return hit.value as R
      const value = await read(...args)
      mockCache.set(key, { tags: tagsOf(declared, ...args), value })
      return value
    },
}))
/** What a save's hook does: every cached read under the tag is read afresh next time. */
const expire = (tag: string) => {
  for (const [key, entry] of mockCache) if (entry.tags.includes(tag)) mockCache.delete(key)
}

const mockBehind: Promise<void>[] = []
jest.mock('next/server', () => ({ after: (work: Promise<void>) => mockBehind.push(work) }))
jest.mock('@/lib/resilience/last-good', () => ({ persist: async () => {}, recall: async () => ({ found: false }) }))
const mockDraftMode = { on: false }
jest.mock('@/lib/reads/preview', () => ({ draftModeOn: async () => mockDraftMode.on }))
jest.mock('@/lib/reads/payload', () => ({ getPayloadClient: async () => ({}) }))

const lexical = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
})
const NOW = new Date('2030-05-01T12:00:00Z').getTime()
const HOUR = 60 * 60 * 1000

const mockData = {
  stories: [
    {
      slug: 'from-mandeville',
      title: 'From Mandeville to the theatre',
      body: 'A perioperative nurse remembers her training.',
    },
  ],
  jobs: [
    {
      id: '3',
      title: 'Lecturer in Nursing',
      department: 'Nursing',
      closingDate: new Date(NOW + 2 * HOUR).toISOString(),
      description: 'Teach anatomy to first-year students.',
    },
  ],
}
const mockReads = {
  stories: jest.fn(async () =>
    mockData.stories.map((s) => ({ url: `/featurestory?article=${s.slug}`, lastModified: '' })),
  ),
  programmes: jest.fn(async () => [
    {
      kind: 'undergraduate',
      slug: 'nursing',
      name: 'Bachelor of Science in Nursing',
      url: '/undergrad/nursing',
      level: 'Bachelor',
      certificateLevel: null,
      campuses: ['Main'],
      modalities: [],
      duration: null,
      overview: '',
      description: '',
      matriculationRequirements: 'Subjects related to Nursing are an advantage.',
      provisionalRequirements: '',
      skills: [],
      careers: [],
      graduateBenefit: null,
      department: null,
      college: null,
    },
  ]),
  openJobs: jest.fn(async () => mockData.jobs.filter((j) => Date.parse(j.closingDate) >= Date.now())),
}
jest.mock('@/lib/reads/stories', () => ({
  listStoryUrls: () => mockReads.stories(),
  getStory: async (slug: string) => {
    const s = mockData.stories.find((x) => x.slug === slug)
    return s ? { slug: s.slug, title: s.title, author: 'Staff writer', summary: '', content: lexical(s.body) } : null
  },
}))
jest.mock('@/lib/reads/programmes', () => ({ listProgrammeSearchTexts: () => mockReads.programmes() }))
jest.mock('@/lib/reads/jobs', () => ({
  getAllOpenJobs: () => mockReads.openJobs(),
  getOpenJob: async (id: string) => {
    const j = mockData.jobs.find((x) => x.id === id && Date.parse(x.closingDate) >= Date.now())
    return j ? { ...j, employmentType: ['FULL_TIME'], description: lexical(j.description) } : null
  },
}))
const college = {
  name: 'College of Business and Hospitality Management',
  code: 'BMH',
  route: '/college_bmh',
  summary: 'Accounting and hospitality.',
  image: null,
}
jest.mock('@/lib/reads/colleges', () => ({
  getColleges: async () => [college],
  getCollegesWithDepartments: async () => [
    { ...college, departments: [{ code: 'ACC', name: 'Department of Accounting', website: null, image: null }] },
  ],
  getCollege: async () => ({
    ...college,
    dean: { name: 'Dr Dean', message: null },
    research: [],
    topAchievers: [],
    successStory: null,
    departments: [],
  }),
}))
jest.mock('@/lib/reads/articles', () => ({ listArticleUrls: async () => [], getArticle: async () => null }))
jest.mock('@/lib/reads/upcoming-events', () => ({
  getAllUpcomingEvents: async () => [],
  LISTED_AFTER_START_MS: 24 * 60 * 60 * 1000,
}))
jest.mock('@/lib/reads/calendar', () => ({
  getFeedEvents: async (calendar: string) =>
    calendar === 'academic'
      ? [
          {
            id: '7',
            name: 'Graduation',
            date: '2030-05-10',
            endDate: '2030-05-10',
            description: 'Commencement exercises.',
            updatedAt: '',
          },
        ]
      : [],
  jamaicaStart: (key: string) => `${key}T05:00:00.000Z`,
}))
jest.mock('@/lib/reads/directory', () => ({ getDirectoryEntries: async () => [], getOfficeHours: async () => [] }))
jest.mock('@/lib/reads/documents', () => ({ getDocuments: async () => [] }))

const crawled: string[] = []
const unreadable = new Set<string>()
const fetchMock = jest.fn(async (url: string | URL) => {
  const path = new URL(url).pathname
  crawled.push(path)
  if (unreadable.has(path)) return new Response('busy', { status: 503 })
  return new Response(
    `<main><h1>Title</h1><h2>About ${path}</h2><p>Words rendered on ${path}: quetzal${path.replace(/\W/g, '')}</p></main>`,
  )
})

let getSearchIndex: () => Promise<SiteSearchIndex>
const urls = async (query: string) => (await getSearchIndex()).search(query, { limit: 100 }).hits.map((h) => h.doc.url)
const behind = async () => {
  while (mockBehind.length) await mockBehind.shift()
}

beforeAll(async () => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  jest.spyOn(console, 'warn').mockImplementation(() => {})
  globalThis.fetch = fetchMock as unknown as typeof fetch
  ;({ getSearchIndex } = await import('./site-index'))
})
afterAll(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})
beforeEach(() => {
  crawled.length = 0
  jest.clearAllMocks()
})

describe('the site search index over a server’s life', () => {
  it('is built from every part: each listed page read as rendered, except the search page and a college’s own page', async () => {
    expect(await urls('perioperative')).toEqual(['/featurestory?article=from-mandeville'])
    expect(await urls('Subjects related to Nursing')).toEqual(['/undergrad/nursing'])
    const pages = LISTED_PAGES.map((p) => p.path).filter((p) => p !== '/keywordsearch' && p !== '/college_bmh')
    expect([...crawled].sort()).toEqual(pages.sort())
    expect(await urls('quetzalparents')).toEqual(['/parents'])
    // The college's page is its record, which takes the page's description.
    expect(await urls('Accounting hospitality')).toContain('/college_bmh')
  })

  it('indexes a job’s description on its own page, and the calendars’ events on their month', async () => {
    expect(await urls('anatomy first-year')).toEqual(['/careers/3'])
    const index = await getSearchIndex()
    const [graduation] = index.search('graduation').hits
    expect(graduation.doc).toMatchObject({
      kind: 'event',
      url: '/academiccalendar?month=2030-05',
      headings: 'Academic calendar · Friday, May 10, 2030',
    })
  })

  it('reads nothing again while nothing is saved', async () => {
    await getSearchIndex()
    expect(mockReads.stories).not.toHaveBeenCalled()
    expect(mockReads.programmes).not.toHaveBeenCalled()
    expect(crawled).toEqual([])
  })

  it('after a story’s save, finds the new story on the next search, reading only the stories and (behind it) the pages that show stories', async () => {
    mockData.stories = [
      ...mockData.stories,
      { slug: 'quokka-fair', title: 'The quokka fair', body: 'Students hold a fair on the lawns.' },
    ]
    expire('stories')
    expect(await urls('quokka')).toEqual(['/featurestory?article=quokka-fair'])
    expect(mockReads.stories).toHaveBeenCalledTimes(1)
    expect(mockReads.programmes).not.toHaveBeenCalled()
    expect(mockReads.openJobs).not.toHaveBeenCalled()
    await behind()
    expect([...crawled].sort()).toEqual(['/', '/allfeaturestories'])
  })

  it('lets an editor’s preview search the index as it is, reading nothing (drafts never reach it)', async () => {
    mockDraftMode.on = true
    try {
      expire('stories')
      await getSearchIndex()
      expect(mockReads.stories).not.toHaveBeenCalled()
    } finally {
      mockDraftMode.on = false
    }
    await getSearchIndex()
    expect(mockReads.stories).toHaveBeenCalledTimes(1)
    await behind()
  })

  it('drops a job once it closes, without a save', async () => {
    jest.setSystemTime(NOW + 3 * HOUR)
    expect(await urls('anatomy first-year')).not.toContain('/careers/3')
    expect(mockReads.openJobs).toHaveBeenCalledTimes(1)
    expect(mockReads.stories).not.toHaveBeenCalled()
    await behind()
  })

  it('finds a page it could not read by its title, and reads it again 30 s later', async () => {
    unreadable.add('/records')
    expire('documents')
    await getSearchIndex()
    await behind()
    expect(crawled).toContain('/records')
    expect(await urls('quetzalrecords')).toEqual([])
    expect(await urls('University Records')).toContain('/records')

    unreadable.delete('/records')
    crawled.length = 0
    jest.setSystemTime(Date.now() + 31_000)
    await getSearchIndex()
    await behind()
    expect(crawled).toContain('/records')
    expect(await urls('quetzalrecords')).toEqual(['/records'])
  })
})
