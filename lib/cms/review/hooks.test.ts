jest.mock('payload', () => ({
  APIError: class extends Error {
    constructor(
      message: string,
      public status: number,
    ) {
      super(message)
    }
  },
}))

import type { CollectionConfig, PayloadRequest } from 'payload'
import { refusePublishing, refusePublishingWithReason, reviewRefused, withReview } from './hooks'
import type { ReviewSettings } from './rules'

const cnasOn: ReviewSettings = { colleges: [{ college: 10, reviewers: [] }] }

function reqFor(user: Record<string, unknown> | null, review: ReviewSettings | null = cnasOn): PayloadRequest {
  return {
    user: user ? { collection: 'users', ...user } : null,
    payload: { findGlobal: async () => ({ review }) },
  } as unknown as PayloadRequest
}
const collegeEditor = { id: 3, roles: ['college-editor'], college: 10 }
const editor = { id: 2, roles: ['editor'] }
const base = () => true

describe('refusePublishing (the access rule)', () => {
  const update = refusePublishing('programmes', base)
  it('refuses a publish from whoever must submit, and lets them save drafts', async () => {
    expect(await update({ req: reqFor(collegeEditor), data: { _status: 'published' } })).toBe(false)
    expect(await update({ req: reqFor(collegeEditor), data: { _status: 'draft' } })).toBe(true)
    // Without data Payload asks what the user may do at all (the admin's permissions): they may save.
    expect(await update({ req: reqFor(collegeEditor) })).toBe(true)
  })
  it('lets everyone else publish, and everyone with review off', async () => {
    expect(await update({ req: reqFor(editor), data: { _status: 'published' } })).toBe(true)
    expect(await update({ req: reqFor(collegeEditor, null), data: { _status: 'published' } })).toBe(true)
  })
  it('keeps the collection’s own rule', async () => {
    const scoped = refusePublishing('programmes', () => ({ id: { equals: 1 } }))
    expect(await scoped({ req: reqFor(editor), data: { _status: 'published' } })).toEqual({ id: { equals: 1 } })
  })
})

describe('refusePublishingWithReason (before the operation)', () => {
  const hook = refusePublishingWithReason({ slug: 'programmes', labels: { plural: 'Programmes' } } as CollectionConfig)
  const run = (req: PayloadRequest, operation: string, args: Record<string, unknown>) =>
    hook({ args: { ...args, req }, operation, req } as never)

  it('says why a publish is refused, for a save that publishes without saying so too', async () => {
    const req = reqFor(collegeEditor)
    await expect(run(req, 'update', { data: { _status: 'published' } })).rejects.toMatchObject({
      status: 403,
      message: reviewRefused('programmes'),
    })
    await expect(run(req, 'update', { data: { duration: '3 years' } })).rejects.toMatchObject({ status: 403 })
    await expect(run(req, 'create', { data: { _status: 'published' } })).rejects.toMatchObject({ status: 403 })
  })
  it('lets drafts through', async () => {
    const req = reqFor(collegeEditor)
    await expect(run(req, 'update', { data: { duration: '3 years' }, draft: true })).resolves.toBeTruthy()
    await expect(run(req, 'update', { data: { _status: 'draft' } })).resolves.toBeTruthy()
    await expect(run(req, 'create', { data: { name: 'New' } })).resolves.toBeTruthy()
    await expect(run(reqFor(editor), 'update', { data: { _status: 'published' } })).resolves.toBeTruthy()
  })
})

test('withReview adds review to reviewable collections with drafts only', () => {
  const drafts = { slug: 'programmes', fields: [], versions: { drafts: true } } as CollectionConfig
  expect(withReview(drafts).fields.map((f) => ('name' in f ? f.name : ''))).toEqual(['review'])
  const media = { slug: 'media', fields: [], versions: { drafts: true } } as CollectionConfig
  expect(withReview(media)).toBe(media)
  const history = { slug: 'programmes', fields: [], versions: { maxPerDoc: 5 } } as CollectionConfig
  expect(withReview(history)).toBe(history)
})
