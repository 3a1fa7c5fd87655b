import type { Programme } from '@/lib/cms/payload-types'
import type { Chunk } from './find-all'

// The data cache is Next's: here each read goes straight to the (fake) database.
jest.mock('./cached-read', () => ({ cachedRead: (_name: string, _includes: unknown, read: unknown) => read }))
const asked: Chunk[] = []
let rows: Programme[] = []
jest.mock('./payload', () => ({
  getPayloadClient: async () => ({
    collections: { programmes: { config: { versions: { drafts: true } } } },
    find: async (args: Chunk) => {
      asked.push({ page: args.page, limit: args.limit, pagination: args.pagination })
      const start = (args.page - 1) * args.limit
      return { docs: rows.slice(start, start + args.limit), hasNextPage: start + args.limit < rows.length }
    },
  }),
}))
import { listProgrammeSearchTexts, PROGRAMME_SEARCH_CHUNK } from './programmes'

/** A rich-text document of `words` words, as Payload keeps it (a Lexical tree, much larger than its text). */
const lexical = (words: number, word: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: Array.from({ length: Math.ceil(words / 50) }, () => ({
      type: 'paragraph',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      textFormat: 0,
      children: [
        {
          type: 'text',
          text: Array(50).fill(word).join(' '),
          format: 0,
          detail: 0,
          mode: 'normal',
          style: '',
          version: 1,
        },
      ],
    })),
  },
})

function programme(i: number): Programme {
  const college = { id: 1, code: 'CNAS', name: 'Natural Sciences', route: '/cnas' }
  return {
    id: i,
    slug: `programme-${i}`,
    name: `Programme ${i}`,
    kind: i % 3 ? 'undergraduate' : 'extension',
    level: 'Bachelor',
    campuses: ['Main'],
    modalities: ['Face to face'],
    department: { id: 2, code: 'NURS', name: 'Nursing', college },
    overview: lexical(300, `overview${i}`),
    description: lexical(600, 'description'),
    matriculationRequirements: lexical(200, 'requirement'),
    skills: [{ skill: 'Care' }],
    careers: [{ career: 'Nurse' }],
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  } as unknown as Programme
}

describe('listProgrammeSearchTexts', () => {
  beforeEach(() => {
    asked.length = 0
  })

  it('reads every programme in chunks of PROGRAMME_SEARCH_CHUNK, as plain text', async () => {
    rows = Array.from({ length: 2 * PROGRAMME_SEARCH_CHUNK + 3 }, (_, i) => programme(i + 1))
    const texts = await listProgrammeSearchTexts()
    expect(texts).toHaveLength(rows.length)
    expect(asked).toHaveLength(3)
    expect(asked.every((c) => c.limit === PROGRAMME_SEARCH_CHUNK)).toBe(true)
    const first = texts[0]
    expect(first).toMatchObject({
      slug: 'programme-1',
      kind: 'undergraduate',
      url: '/undergrad?degree=programme-1',
      department: 'Nursing',
      college: 'Natural Sciences',
      skills: ['Care'],
    })
    // Words, never the rich text's documents: the oldest programme is still found by a word of its page.
    expect(first.overview).toContain('overview1')
    for (const t of texts)
      for (const value of Object.values(t))
        expect(typeof value === 'object' && value !== null && !Array.isArray(value)).toBe(false)
  })

  it('keeps each chunk (one entry of the data cache) under Next’s 2 MB with pages of 1,100 words (the demo’s have under 150)', async () => {
    rows = Array.from({ length: PROGRAMME_SEARCH_CHUNK }, (_, i) => programme(i + 1))
    const chunk = JSON.stringify(await listProgrammeSearchTexts())
    expect(chunk.length).toBeLessThan(2 * 1024 * 1024)
  })
})
