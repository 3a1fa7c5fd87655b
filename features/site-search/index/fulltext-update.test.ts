import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createSearchIndex, type SearchDocument, type SiteSearchIndex } from './fulltext'

const doc = (id: string, title: string, body: string, headings = ''): SearchDocument => ({
  id,
  kind: id.startsWith('story:') ? 'story' : id.startsWith('job:') ? 'job' : 'page',
  title,
  headings,
  body,
  url: `/${id.replace(':', '/')}`,
})

/** The index's parts as they were, and as a save (or several) left them. */
const before: Record<string, SearchDocument[]> = {
  stories: [
    doc(
      'story:clinic',
      'Students open a community clinic',
      'Final-year nursing students staffed a free clinic in Mandeville.',
    ),
    doc('story:choir', 'The choir tours Europe', 'Forty singers perform sacred music in six countries.'),
    doc(
      'story:perioperative',
      'From Mandeville to the theatre',
      'A perioperative nurse at the regional hospital remembers her training.',
    ),
  ],
  jobs: [
    doc('job:1', 'Groundskeeper', 'Keeps the lawns and gardens of the campus.', 'Facilities'),
    doc('job:2', 'Lecturer in Nursing', 'Teaches nursing.', 'Nursing'),
  ],
  pages: [
    doc(
      'page:/tuitionfees',
      'Tuition and Fees',
      'Tuition for each programme is set every academic year. Refunds follow withdrawal.',
      'Refunds · Discounts',
    ),
    doc('page:/records', 'Records', 'Order transcripts and letters of enrolment.', 'Transcripts'),
  ],
}

const after: Record<string, SearchDocument[]> = {
  stories: [
    // Unchanged, changed (a word gone, a word new), removed (choir), added (quokka).
    doc(
      'story:clinic',
      'Students open a community clinic',
      'Final-year nursing students staffed a free clinic in Mandeville.',
    ),
    doc(
      'story:perioperative',
      'From Mandeville to the theatre',
      'A theatre nurse at the regional hospital remembers her training in anaesthesia.',
    ),
    doc('story:quokka', 'The quokka festival', 'Students hold a quokka festival on the campus lawns.'),
  ],
  // Every job closed.
  jobs: [],
  pages: [
    doc(
      'page:/tuitionfees',
      'Tuition and Fees',
      'Tuition for each programme is set every academic year. Refunds follow withdrawal.',
      'Refunds · Discounts · Payment plans',
    ),
    doc('page:/records', 'Records', 'Order transcripts and letters of enrolment.', 'Transcripts'),
  ],
}

const QUERIES = [
  'nursing',
  'nurse',
  'Mandeville',
  'perioperative',
  'perioperativ',
  'choir',
  'sinjerz',
  'quokka',
  'quoka',
  'quok',
  'festival campus',
  'lawns',
  'groundskeeper',
  'tuition refunds',
  'tution',
  'payment plans',
  'transcripts letters',
  'anaesthesia',
  'the',
  'theatre nurse',
  'zzqx',
]

const built = (parts: Record<string, SearchDocument[]>) => {
  const index = createSearchIndex()
  for (const [part, docs] of Object.entries(parts)) index.setPart(part, docs)
  return index
}

/** Everything the index answers to `query`, in a form where two equal indexes give equal answers (ties in any order). */
function answer(index: SiteSearchIndex, query: string) {
  const { hits, counts, total, suggestion } = index.search(query, { limit: 1000 })
  return {
    hits: hits
      .map((h) => ({ id: h.doc.id, title: h.doc.title, score: h.score, terms: [...h.terms].sort() }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    counts,
    total,
    suggestion,
    suggested: index
      .suggest(query, 1000)
      .map((d) => d.id)
      .sort(),
  }
}

function expectSameAnswers(updated: SiteSearchIndex, fresh: SiteSearchIndex) {
  expect(updated.size).toBe(fresh.size)
  const withoutScores = (a: ReturnType<typeof answer>) => ({
    ...a,
    hits: a.hits.map((h) => ({ id: h.id, title: h.title, terms: h.terms })),
  })
  for (const query of QUERIES) {
    const a = answer(updated, query)
    const b = answer(fresh, query)
    expect({ query, ...withoutScores(a) }).toEqual({ query, ...withoutScores(b) })
    a.hits.forEach((hit, i) => expect(hit.score).toBeCloseTo(b.hits[i].score, 9))
  }
}

describe('updating the index part by part', () => {
  it('answers as an index built afresh from the new documents', () => {
    const updated = built(before)
    for (const [part, docs] of Object.entries(after)) updated.setPart(part, docs)
    expectSameAnswers(updated, built(after))
    // Ranked the same way too: the first hit of each query is one of the fresh index's best.
    expect(updated.search('quokka').hits[0].doc.id).toBe('story:quokka')
  })

  it('replaces only the documents whose content changed, and says what it did', () => {
    const index = built(before)
    expect(index.setPart('stories', after.stories)).toEqual({ added: 1, replaced: 1, removed: 1, unchanged: 1 })
    expect(index.setPart('jobs', after.jobs)).toEqual({ added: 0, replaced: 0, removed: 2, unchanged: 0 })
    expect(index.setPart('pages', after.pages)).toEqual({ added: 0, replaced: 1, removed: 0, unchanged: 1 })
    expect(index.setPart('pages', after.pages)).toEqual({ added: 0, replaced: 0, removed: 0, unchanged: 2 })
  })

  it('forgets the words of removed documents: no result and no "did you mean" for them', () => {
    const index = built(before)
    expect(index.search('sinjerz').suggestion).toBe('singers')
    index.setPart('stories', after.stories)
    expect(index.search('singers').total).toBe(0)
    expect(index.search('sinjerz').suggestion).toBeNull()
    expect(index.search('perioperative').total).toBe(0)
    expect(index.search('quoka').hits.map((h) => h.doc.id)).toEqual(['story:quokka'])
  })

  it('leaves other parts alone, and ignores an id another part already holds', () => {
    const index = built(before)
    index.setPart('pages', [...after.pages, doc('story:clinic', 'A page claiming a story’s id', 'Impostor text.')])
    expect(index.search('impostor').total).toBe(0)
    expect(index.search('clinic').hits.map((h) => h.doc.title)).toEqual(['Students open a community clinic'])
    expect(index.search('groundskeeper').total).toBe(1)
  })

  it('comes back to the same answers when a part is emptied and filled again', () => {
    const index = built(before)
    index.setPart('stories', [])
    index.setPart('stories', before.stories)
    expectSameAnswers(index, built(before))
  })
})

/**
 * Made-up documents the size of the demo corpus (about 360 documents, 0.2–0.3 MB of text), or the
 * corpus the last bench indexed when there is one (bench/out/search-corpus.json).
 */
function demoCorpus(): { docs: SearchDocument[]; from: string } {
  const file = path.join(__dirname, '..', '..', 'bench', 'out', 'search-corpus.json')
  if (existsSync(file))
    return { docs: JSON.parse(readFileSync(file, 'utf8')) as SearchDocument[], from: 'bench/out/search-corpus.json' }
  let seed = 7
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  const syllables = [
    'ca',
    'ri',
    'bbe',
    'an',
    'nur',
    'sing',
    'tui',
    'tion',
    'sci',
    'ence',
    'man',
    'de',
    'ville',
    'gra',
    'du',
    'ate',
    'lo',
    'mo',
    'pe',
    'ta',
  ]
  const vocabulary = Array.from({ length: 3000 }, () =>
    Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => syllables[Math.floor(rnd() * syllables.length)]).join(''),
  )
  const words = (n: number) =>
    Array.from({ length: n }, () => vocabulary[Math.floor(rnd() * vocabulary.length)]).join(' ')
  const kinds = [
    ['page', 77, 130],
    ['programme', 122, 40],
    ['college', 5, 150],
    ['department', 72, 6],
    ['story', 11, 150],
    ['news', 7, 100],
    ['event', 10, 20],
    ['job', 8, 40],
    ['document', 44, 3],
  ] as const
  const docs = kinds.flatMap(([kind, count, length]) =>
    Array.from({ length: count }, (_, i): SearchDocument => ({
      id: `${kind}:${i}`,
      kind,
      title: words(4),
      headings: words(6),
      body: words(length),
      url: `/${kind}/${i}`,
    })),
  )
  return { docs, from: 'made-up documents' }
}

describe('cost of an update against a full rebuild (printed, not asserted)', () => {
  it('measures one changed story in the demo-sized corpus', () => {
    const { docs, from } = demoCorpus()
    const byKind = new Map<string, SearchDocument[]>()
    for (const d of docs) byKind.set(d.kind, [...(byKind.get(d.kind) ?? []), d])
    const stories = byKind.get('story') ?? []
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    const time = (fn: () => void) => {
      const started = performance.now()
      fn()
      return performance.now() - started
    }
    const rebuilds: number[] = []
    const updates: number[] = []
    const index = createSearchIndex()
    for (const [kind, part] of byKind) index.setPart(kind, part)
    for (let round = 0; round < 9; round++) {
      const changed = stories.map((s, i) => (i === 0 ? { ...s, body: `${s.body} round ${round}` } : s))
      rebuilds.push(time(() => createSearchIndex([...docs.filter((d) => d.kind !== 'story'), ...changed])))
      updates.push(time(() => index.setPart('story', changed)))
    }
    const text = docs.reduce((n, d) => n + d.title.length + d.headings.length + d.body.length, 0)
    console.log(
      `search index, ${docs.length} documents (${(text / 1e6).toFixed(2)} MB of text, ${from}): ` +
        `full rebuild median ${median(rebuilds).toFixed(1)} ms, one story changed in place median ${median(updates).toFixed(2)} ms (9 rounds)`,
    )
    expect(index.size).toBe(docs.length)
  })
})

describe('a part set a few milliseconds at a time', () => {
  const many = (word: string) =>
    Array.from({ length: 1000 }, (_, i) =>
      doc(`story:${word}${i}`, `Story number ${i} of the archive`, `Alumni reunion ${i % 7 === 0 ? word : 'choir'}`),
    )
  // A clock that moves one millisecond each time it is read, so a slice is a known amount of work.
  let clock = 0
  beforeEach(() => {
    clock = 0
    jest.spyOn(performance, 'now').mockImplementation(() => clock++)
  })
  afterEach(() => jest.restoreAllMocks())

  /** Runs `work`, calling `each` on every turn of the event loop it leaves to others; how many turns. */
  async function turnsDuring(work: Promise<unknown>, each: () => void = () => {}) {
    let turns = 0
    let working = true
    const tick = () => {
      if (!working) return
      turns++
      each()
      setImmediate(tick)
    }
    setImmediate(tick)
    await work
    working = false
    return turns
  }

  it('lets other work run between its slices, and ends as the whole part set at once', async () => {
    const chunked = createSearchIndex()
    let change
    const turns = await turnsDuring(chunked.setPartInChunks('stories', many('quilting')).then((c) => (change = c)))
    // A turn every INDEX_SLICE_MS (10 reads of the clock, one a document): some hundred turns.
    expect(turns).toBeGreaterThanOrEqual(50)
    expect(change).toEqual({ added: 1000, replaced: 0, removed: 0, unchanged: 0 })

    const whole = createSearchIndex()
    whole.setPart('stories', many('quilting'))
    for (const query of ['quilting', 'archive 713', 'choir reunion']) {
      expect(chunked.search(query, { limit: 50 }).hits.map((h) => h.doc.id)).toEqual(
        whole.search(query, { limit: 50 }).hits.map((h) => h.doc.id),
      )
    }
    expect(chunked.size).toBe(1000)
  })

  it('takes documents out a slice at a time too', async () => {
    const index = createSearchIndex()
    index.setPart('stories', many('quilting'))
    let change
    const turns = await turnsDuring(index.setPartInChunks('stories', []).then((c) => (change = c)))
    expect(turns).toBeGreaterThanOrEqual(50)
    expect(change).toEqual({ added: 0, replaced: 0, removed: 1000, unchanged: 0 })
    expect(index.search('quilting').total).toBe(0)
    expect(index.size).toBe(0)
  })

  it('sets parts given at once one after another, never both in the same turn', async () => {
    const index = createSearchIndex()
    const seen: [number, number][] = []
    const both = Promise.all([
      index.setPartInChunks('stories', many('quilting')),
      index.setPartInChunks(
        'news',
        many('rowing').map((d) => ({ ...d, id: d.id.replace('story', 'news') })),
      ),
    ])
    await turnsDuring(both, () => seen.push([index.search('quilting').total, index.search('rowing').total]))
    const all = many('quilting').filter((d) => d.body.includes('quilting')).length
    // The second part's documents appear only once the first's are all in.
    expect(seen.some(([q]) => q > 0 && q < all)).toBe(true)
    expect(seen.every(([q, r]) => r === 0 || q === all)).toBe(true)
    expect(index.search('rowing').total).toBe(all)
  })
})
