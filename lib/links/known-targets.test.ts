import type { Payload } from 'payload'
import { loadKnownTargets, type LinkedTargets } from './known-targets'
import { resolveDocument, resolveLink } from './resolve'

type Row = Record<string, unknown> & { id: number }
type Where = Record<string, unknown>

/** Just enough of Payload's `where` for these reads: and, or, equals, in, greater_than_equal. */
function matches(row: Row, where: Where | undefined): boolean {
  if (!where) return true
  return Object.entries(where).every(([key, condition]) => {
    if (key === 'and') return (condition as Where[]).every((w) => matches(row, w))
    if (key === 'or') return (condition as Where[]).some((w) => matches(row, w))
    const c = condition as { equals?: unknown; in?: unknown[]; greater_than_equal?: string }
    if ('equals' in c) return row[key] === c.equals
    if ('in' in c) return c.in!.includes(row[key])
    if ('greater_than_equal' in c) return String(row[key]) >= c.greater_than_equal!
    throw new Error(`unexpected condition on ${key}`)
  })
}

const future = '2999-01-01T00:00:00.000Z'
const past = '2000-01-01T00:00:00.000Z'
/** A site of many records: most of them linked by no document. */
const many = (n: number, row: (i: number) => Partial<Row>): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, _status: 'published', ...row(i) }))
const TABLES: Record<string, Row[]> = {
  stories: many(500, (i) => ({ slug: `story-${i + 1}`, _status: i === 1 ? 'draft' : 'published' })),
  articles: many(500, (i) => ({ slug: `article-${i + 1}` })),
  programmes: many(2000, (i) => ({ slug: `programme-${i + 1}`, kind: i % 2 ? 'graduate' : 'undergraduate' })),
  jobs: many(50, (i) => ({ closingDate: i === 2 ? past : future })),
  redirects: [{ id: 1, fromKey: '/old-page', to: '/generaladmission' }],
  colleges: many(5, () => ({})),
  departments: many(20, () => ({})),
  'upcoming-events': many(20, () => ({})),
  media: many(5000, () => ({})),
  documents: many(400, () => ({})),
  pages: many(300, (i) => ({ path: `/page-${i + 1}`, _status: i === 1 ? 'draft' : 'published' })),
}

function fakePayload() {
  const reads: { collection: string; rows: number }[] = []
  const payload = {
    find: async ({ collection, where }: { collection: string; where?: Where }) => {
      const docs = TABLES[collection].filter((row) => matches(row, where))
      reads.push({ collection, rows: docs.length })
      return { docs }
    },
  }
  return { payload: payload as unknown as Payload, reads }
}

const ORIGIN = 'https://www.example.edu'
const linked: LinkedTargets = {
  hrefs: [
    '/featurestory?article=story-1', // a published story
    '/featurestory?article=story-2', // a draft: no page
    '/news/article-999', // no such article
    `${ORIGIN}/undergrad/programme-1`, // an undergraduate programme, on our own origin
    '/grad?degreeName=programme-1&degreeType=g_programs', // that programme is not a graduate one
    '/undergrad/3', // a programme by id
    '/careers/1', // an open job
    '/careers/3', // a closed job
    '/old-page', // a redirect
    '/nowhere', // nothing
    '/page-1', // a page an editor composed
    '/page-2', // a composed page still a draft: no page
    '/generaladmission', // a registry page: no look-up
    'https://elsewhere.example/x', // another site: not checked
  ],
  documents: [
    { relationTo: 'media', id: '4999' },
    { relationTo: 'media', id: '9999' },
    { relationTo: 'stories', id: '2' },
    { relationTo: 'programmes', id: '10' },
  ],
  siteOrigin: ORIGIN,
}

describe('loadKnownTargets for one document’s links', () => {
  it('resolves every link as the whole site does', async () => {
    const whole = await loadKnownTargets(fakePayload().payload)
    const few = await loadKnownTargets(fakePayload().payload, undefined, linked)
    for (const href of linked.hrefs)
      expect([href, resolveLink(href, few, ORIGIN)]).toEqual([href, resolveLink(href, whole, ORIGIN)])
    for (const { relationTo, id } of linked.documents)
      expect([relationTo, id, resolveDocument(relationTo, id, few)]).toEqual([
        relationTo,
        id,
        resolveDocument(relationTo, id, whole),
      ])
    // And the verdicts are the expected ones, not merely the same.
    expect(resolveLink('/featurestory?article=story-1', few, ORIGIN)).toEqual({ status: 'ok' })
    expect(resolveLink('/featurestory?article=story-2', few, ORIGIN).status).toBe('missing')
    expect(resolveLink('/careers/3', few, ORIGIN).status).toBe('missing')
    expect(resolveLink('/old-page', few, ORIGIN)).toEqual({ status: 'redirected', to: '/generaladmission' })
    expect(resolveLink('/page-1', few, ORIGIN)).toEqual({ status: 'ok' })
    expect(resolveLink('/page-2', few, ORIGIN).status).toBe('missing')
    expect(resolveDocument('media', '9999', few).status).toBe('missing')
    expect(resolveDocument('stories', '2', few).status).toBe('missing') // a draft
  })

  it('reads only the rows the links lead to, never a whole collection', async () => {
    const { payload, reads } = fakePayload()
    await loadKnownTargets(payload, undefined, linked)
    expect(reads.every((r) => r.rows <= 3)).toBe(true)
    // Collections no link leads to are not asked at all.
    expect(reads.map((r) => r.collection).sort()).toEqual(
      ['articles', 'jobs', 'media', 'pages', 'programmes', 'redirects', 'stories'].sort(),
    )
  })

  it('asks nothing when no link leads to a record or a redirect', async () => {
    const { payload, reads } = fakePayload()
    const known = await loadKnownTargets(payload, undefined, {
      hrefs: ['/generaladmission', 'https://elsewhere.example/', 'mailto:someone@example.edu'],
      documents: [],
    })
    // Any path may be a redirect's or a composed page's: those two are looked up, by the paths alone.
    expect(reads.filter((r) => r.collection !== 'redirects' && r.collection !== 'pages')).toEqual([])
    expect(resolveLink('/generaladmission', known)).toEqual({ status: 'ok' })
  })

  it('without links to restrict to, reads the whole site (the link report)', async () => {
    const { payload, reads } = fakePayload()
    await loadKnownTargets(payload)
    expect(reads.find((r) => r.collection === 'media')?.rows).toBe(5000)
  })
})
