jest.mock('payload', () => ({ APIError: class extends Error {}, ValidationError: class extends Error {} }))
jest.mock('next/server', () => ({ after: () => undefined }))
// A site with its pages and no records or redirects (the MDX pages' own links all lead to pages).
jest.mock('@/lib/links/known-targets', () => ({
  loadKnownTargets: async () => ({
    records: { story: new Set(), article: new Set(), undergraduate: new Set(), graduate: new Set(), job: new Set() },
    redirects: new Map(),
    documents: {},
  }),
}))

import type { Payload } from 'payload'
import { collections } from '@/lib/cms/collections'
import { linkReport } from './report'

/** A Payload whose collections hold `docs`, with the real collections' fields. */
function fakePayload(docs: Record<string, Record<string, unknown>[]>) {
  const find = jest.fn(async ({ collection }: { collection: string }) => ({ docs: docs[collection] ?? [] }))
  const payload = {
    collections: Object.fromEntries(
      collections.map((c) => [
        c.slug,
        {
          config: {
            fields: c.fields,
            labels: { singular: typeof c.labels?.singular === 'string' ? c.labels.singular : c.slug },
          },
        },
      ]),
    ),
    find,
    findGlobal: async () => ({}),
    config: { globals: [] },
  }
  return { payload: payload as unknown as Payload, find }
}

describe('linkReport', () => {
  it('lists the broken addresses of keyword groups, promoted results and site alerts, with where they are', async () => {
    const { payload } = fakePayload({
      'keyword-groups': [
        {
          id: 1,
          keyword: 'fees',
          results: [
            { pageName: 'Tuition', pageLink: '/tuitionfees' },
            { pageName: 'Old fees', pageLink: '/fees-2019' },
          ],
        },
      ],
      'promoted-results': [
        { id: 2, name: 'Fees season', queries: ['fees'], links: [{ title: 'Payment plans', url: '/payment-plans' }] },
      ],
      alerts: [{ id: 3, headline: 'Campus closed', linkUrl: '/closure', linkLabel: 'Details' }],
    })
    const rows = await linkReport(payload)
    expect(rows.map((r) => [r.where, r.editUrl, r.location, r.message])).toEqual([
      [
        'keyword-groups “fees”',
        '/admin/collections/keyword-groups/1',
        'results.1.pageLink',
        'The link to /fees-2019 leads nowhere: no page at /fees-2019.',
      ],
      [
        'Promoted result “Fees season”',
        '/admin/collections/promoted-results/2',
        'links.0.url',
        'The link to /payment-plans leads nowhere: no page at /payment-plans.',
      ],
      [
        'Site alert “Campus closed”',
        '/admin/collections/alerts/3',
        'linkUrl',
        'The link to /closure leads nowhere: no page at /closure.',
      ],
    ])
  })

  it('looks only at alerts that have not ended, and leaves links to other sites alone', async () => {
    const { payload, find } = fakePayload({
      alerts: [{ id: 3, headline: 'Storm', linkUrl: 'https://weather.example/no-such-page' }],
    })
    expect(await linkReport(payload)).toEqual([])
    const where = find.mock.calls
      .map(([args]) => args as { collection: string; where?: { endsAt?: { greater_than?: string } } })
      .find((a) => a.collection === 'alerts')?.where
    expect(Date.parse(where?.endsAt?.greater_than ?? '')).toBeGreaterThan(Date.now() - 60_000)
  })
})
