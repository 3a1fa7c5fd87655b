jest.mock('payload', () => ({ APIError: class extends Error {}, ValidationError: class extends Error {} }))
jest.mock('next/server', () => ({ after: () => undefined }))

import type { Payload } from 'payload'
import { collections } from '@/lib/cms/collections'
import { HomePage } from '@/lib/cms/globals/HomePage'
import { accessibilityReport } from './report'

const rich = (...texts: string[]) => ({
  root: { type: 'root', children: texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })) },
})

/** A Payload with the real collections' and Home page's configs, whose collections hold `docs`. */
function fakePayload(docs: Record<string, Record<string, unknown>[]>, home: Record<string, unknown> = {}) {
  const find = jest.fn(async ({ collection }: { collection: string }) => ({ docs: docs[collection] ?? [] }))
  const payload = {
    collections: Object.fromEntries(
      collections.map((c) => [
        c.slug,
        { config: { ...c, admin: c.admin ?? {}, labels: { singular: c.labels?.singular ?? c.slug } } },
      ]),
    ),
    find,
    findGlobal: async () => home,
    config: { globals: [HomePage] },
  }
  return { payload: payload as unknown as Payload, find }
}

describe('accessibilityReport', () => {
  it('lists the published documents with open accessibility or readability findings, with field and fix', async () => {
    const { payload, find } = fakePayload({
      media: [
        { id: 1, alt: 'Students in the laboratory' },
        { id: 2, alt: null },
      ],
      stories: [
        { id: 7, title: 'A day in the lab', cover: 1, content: rich('WELCOME TO THE NEW LABORATORY') },
        { id: 8, title: 'Sound', cover: 1, content: rich('All is well here.') },
      ],
      // Published before the rule: an error shows too.
      pages: [{ id: 3, title: 'Open day', layout: [{ blockType: 'picture', image: 2 }] }],
      // A title too long for search engines and a link to nowhere are the link report's and the panel's, not this one's.
      jobs: [{ id: 4, title: 'x'.repeat(80), description: rich('See the /nowhere page.') }],
    })
    const documents = await accessibilityReport(payload)
    expect(documents.map((d) => [d.where, d.editUrl, d.findings.map((f) => `${f.severity} ${f.path}`)])).toEqual([
      ['Feature story “A day in the lab”', '/admin/collections/stories/7', ['warning content']],
      ['Page “Open day”', '/admin/collections/pages/3', ['error layout.0.image']],
    ])
    expect(documents[0].findings[0].message).toMatch(
      /^A paragraph “WELCOME TO THE NEW LABORATORY” is in capitals\. Write it/,
    )
    // Only published versions of collections with drafts are read.
    const storiesQuery = find.mock.calls
      .map(([a]) => a as { collection: string; where?: unknown })
      .find((a) => a.collection === 'stories')
    expect(storiesQuery?.where).toEqual({ _status: { equals: 'published' } })
    // Collections without the checks are not read.
    expect(find.mock.calls.map(([a]) => (a as { collection: string }).collection)).not.toContain('keyword-groups')
  })

  it('includes the Home page when its published version has findings, not a draft', async () => {
    const cta = {
      heading: 'APPLY FOR SEPTEMBER NOW',
      text: 'Places are limited.',
      links: [{ label: 'More', href: '/apply' }],
    }
    const published = await accessibilityReport(fakePayload({}, { _status: 'published', cta }).payload)
    expect(published.map((d) => [d.where, d.editUrl, d.findings.map((f) => `${f.severity} ${f.path}`)])).toEqual([
      ['Home page', '/admin/globals/home-page', ['warning cta.heading', 'error cta.links.0.label']],
    ])
    expect(await accessibilityReport(fakePayload({}, { _status: 'draft', cta }).payload)).toEqual([])
  })
})
