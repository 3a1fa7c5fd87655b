jest.mock('payload', () => ({ APIError: class extends Error {}, ValidationError: class extends Error {} }))
jest.mock('next/server', () => ({ after: () => undefined }))

import type { CollectionConfig, PayloadRequest } from 'payload'
import { collections } from '@/lib/cms/collections'
import { withAuditTrail } from './audit'

type Entry = { action: string; collectionSlug: string; summary: string; documentIds?: string; user?: number }

/** A request of a signed-in editor whose audit entries are kept in `entries`; `live` is the record as stored. */
function fakeRequest(live: Record<string, unknown> | null = null) {
  const entries: Entry[] = []
  const req = {
    context: {},
    user: { id: 7, collection: 'users' },
    payload: {
      create: async ({ data }: { data: Entry }) => entries.push(data),
      db: { findOne: async () => live },
    },
  } as unknown as PayloadRequest
  return { req, entries }
}

/** The hooks the audit trail adds to a collection (after its own, which expire cache tags and are not under test here). */
function auditHooks(slug: string) {
  const collection = collections.find((c) => c.slug === slug) as CollectionConfig
  const audited = withAuditTrail(collection)
  const added = (kind: 'afterChange' | 'afterDelete') =>
    (audited.hooks?.[kind] ?? []).slice((collection.hooks?.[kind] ?? []).length)
  return {
    save: async (
      doc: Record<string, unknown>,
      previousDoc: Record<string, unknown> | undefined,
      req: PayloadRequest,
    ) => {
      for (const hook of added('afterChange'))
        await hook({ doc, previousDoc, req, collection, operation: previousDoc ? 'update' : 'create' } as never)
    },
    remove: async (doc: Record<string, unknown>, req: PayloadRequest) => {
      for (const hook of added('afterDelete')) await hook({ doc, id: doc.id, req, collection } as never)
    },
  }
}

/** The collections that are not content editors publish: accounts, records of what was done (the WordPress import's too), and what visitors send. */
const NOT_CONTENT = [
  'audit-log',
  'information-requests',
  'page-statistics',
  'search-queries',
  'users',
  'verification-uses',
  'visit-bookings',
  'visit-places',
  'wordpress-imports',
]

describe('the audit trail', () => {
  it('records a site alert as published when it is created or changed (it is live at once), and its delete', async () => {
    const alerts = auditHooks('alerts')
    const { req, entries } = fakeRequest()
    const alert = { id: 3, headline: 'Campus closed' }
    await alerts.save(alert, undefined, req)
    await alerts.save({ ...alert, headline: 'Campus closed today' }, alert, req)
    await alerts.remove(alert, req)
    expect(entries.map((e) => [e.action, e.collectionSlug, e.summary, e.documentIds, e.user])).toEqual([
      ['published', 'alerts', 'Published “Campus closed”', '3', 7],
      ['published', 'alerts', 'Published “Campus closed today”', '3', 7],
      ['deleted', 'alerts', 'Deleted “Campus closed”', '3', 7],
    ])
  })

  it('records a redirect, a promoted result and a page override the same way', async () => {
    for (const [slug, doc] of [
      ['redirects', { id: 1, from: '/old-fees' }],
      ['promoted-results', { id: 2, name: 'Fees season' }],
      ['page-seo', { id: 3, path: '/tuitionfees' }],
    ] as const) {
      const collection = auditHooks(slug)
      const { req, entries } = fakeRequest()
      await collection.save(doc, undefined, req)
      await collection.remove(doc, req)
      expect(entries.map((e) => e.action)).toEqual(['published', 'deleted'])
    }
  })

  it('records unpublishing a record with drafts, not a draft saved over a published one', async () => {
    const stories = auditHooks('stories')
    const published = { id: 5, title: 'Lab day', _status: 'published' }
    const draft = { ...published, _status: 'draft' }
    const overPublished = fakeRequest(published)
    await stories.save(draft, published, overPublished.req)
    expect(overPublished.entries).toEqual([])
    const unpublished = fakeRequest(draft)
    await stories.save(draft, published, unpublished.req)
    expect(unpublished.entries.map((e) => e.action)).toEqual(['unpublished'])
  })

  it('records only the delete of an uploaded picture or file, named by its file or title', async () => {
    const media = auditHooks('media')
    const documents = auditHooks('documents')
    const { req, entries } = fakeRequest()
    await media.save({ id: 4, filename: 'lab.jpg' }, undefined, req)
    await media.remove({ id: 4, filename: 'lab.jpg' }, req)
    await documents.remove({ id: 6, title: 'Tuition fees 2025' }, req)
    expect(entries.map((e) => `${e.action} ${e.collectionSlug} ${e.summary}`)).toEqual([
      'deleted media Deleted “lab.jpg”',
      'deleted documents Deleted “Tuition fees 2025”',
    ])
  })

  it('covers every collection but the ones that are not content, and every content collection but uploads keeps its history', () => {
    const untouched = collections.filter((c) => withAuditTrail(c) === c).map((c) => c.slug)
    expect(untouched.sort()).toEqual(NOT_CONTENT)
    const withoutHistory = collections
      .filter((c) => !c.versions && !c.upload && !NOT_CONTENT.includes(c.slug))
      .map((c) => c.slug)
    expect(withoutHistory).toEqual([])
  })

  it('writes nothing while the seed runs', async () => {
    const alerts = auditHooks('alerts')
    const { req, entries } = fakeRequest()
    Object.assign(req.context, { disableAudit: true })
    await alerts.save({ id: 1, headline: 'x' }, undefined, req)
    await alerts.remove({ id: 1, headline: 'x' }, req)
    expect(entries).toEqual([])
  })
})
