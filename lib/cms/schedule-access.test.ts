const mockPayloadHandler = jest.fn(async () => ({ message: 'Success' }))
jest.mock('@payloadcms/ui/utilities/schedulePublishHandler', () => ({
  schedulePublishHandler: () => mockPayloadHandler(),
}))
jest.mock('payload', () => ({
  canAccessAdmin: async ({ req }: { req: { user: unknown } }) => {
    if (!req.user) throw new Error('Unauthorized')
  },
}))
jest.mock('payload/shared', () => ({
  hasScheduledPublishEnabled: (config: { scheduled?: boolean }) => Boolean(config.scheduled),
}))

import type { PayloadRequest } from 'payload'
import { SCHEDULE_REFUSED, schedulePublishWithAccess, scheduleTarget } from './schedule-access'

/** Jobs in the fake queue: 3 unpublishes story 7, 4 publishes the home page, 5 forwards an information request. */
const JOBS: Record<string, { id: number; taskSlug: string; input: unknown }> = {
  '3': { id: 3, taskSlug: 'schedulePublish', input: { type: 'unpublish', doc: { relationTo: 'stories', value: '7' } } },
  '4': { id: 4, taskSlug: 'schedulePublish', input: { type: 'publish', global: 'home-page' } },
  '5': { id: 5, taskSlug: 'forwardInformationRequest', input: { id: 1 } },
}
const deleted: unknown[] = []

function reqFor(roles: string[]): PayloadRequest {
  // An editor who must submit changes for review may save, not publish (lib/cms/review/hooks.ts).
  const update = ({ data }: { data?: { _status?: string } }) =>
    roles.includes('editor') && !(roles.includes('must-submit') && data?._status === 'published')
  return {
    user: { id: 1, roles },
    i18n: { t: () => 'Success' },
    payload: {
      collections: {
        stories: { config: { scheduled: true, access: { update } } },
        media: { config: { access: { update } } },
      },
      config: { globals: [{ slug: 'home-page', scheduled: true, access: { update } }] },
      findByID: async ({ id }: { id: string }) => JOBS[String(id)] ?? null,
      delete: async ({ id }: { id: unknown }) => deleted.push(id),
    },
  } as unknown as PayloadRequest
}
const run = (roles: string[], args: Record<string, unknown>) =>
  schedulePublishWithAccess({ req: reqFor(roles), ...args } as never)
const story7 = { relationTo: 'stories' as const, value: '7' }

beforeEach(() => {
  mockPayloadHandler.mockClear()
  deleted.length = 0
})

describe('scheduleTarget', () => {
  it('is the one document or global a scheduled change names', () => {
    expect(scheduleTarget({ doc: story7 })).toEqual({ collection: 'stories', id: '7' })
    expect(scheduleTarget({ global: 'home-page' })).toEqual({ global: 'home-page' })
    expect(scheduleTarget({ doc: story7, global: 'home-page' })).toBeNull()
    expect(scheduleTarget({})).toBeNull()
  })
})

describe('schedulePublishWithAccess', () => {
  it('lets only someone who may update the document schedule a change to it', async () => {
    const date = new Date('2031-01-01T00:00:00Z')
    expect(await run(['admissions'], { type: 'publish', date, doc: story7 })).toEqual({ error: SCHEDULE_REFUSED })
    expect(await run(['admissions'], { type: 'publish', date, global: 'home-page' })).toEqual({
      error: SCHEDULE_REFUSED,
    })
    expect(mockPayloadHandler).not.toHaveBeenCalled()
    expect(await run(['editor'], { type: 'unpublish', date, doc: story7 })).toEqual({ message: 'Success' })
    expect(mockPayloadHandler).toHaveBeenCalledTimes(1)
  })

  it('refuses scheduling to whoever may save the document but not publish it (review before publishing)', async () => {
    const date = new Date('2031-01-01T00:00:00Z')
    expect(await run(['editor', 'must-submit'], { type: 'publish', date, doc: story7 })).toEqual({
      error: SCHEDULE_REFUSED,
    })
    expect(await run(['editor', 'must-submit'], { type: 'unpublish', date, doc: story7 })).toEqual({
      error: SCHEDULE_REFUSED,
    })
    expect(mockPayloadHandler).not.toHaveBeenCalled()
    // Cancelling stays theirs to do: it publishes nothing.
    expect(await run(['editor', 'must-submit'], { deleteID: 3 })).toEqual({ message: 'Success' })
  })

  it('refuses what cannot be scheduled: no target, two targets, a collection without scheduling, an unknown kind', async () => {
    const date = new Date('2031-01-01T00:00:00Z')
    expect(await run(['editor'], { type: 'publish', date })).toEqual({ error: SCHEDULE_REFUSED })
    expect(await run(['editor'], { type: 'publish', date, doc: story7, global: 'home-page' })).toEqual({
      error: SCHEDULE_REFUSED,
    })
    expect(await run(['editor'], { type: 'publish', date, doc: { relationTo: 'media', value: '1' } })).toEqual({
      error: SCHEDULE_REFUSED,
    })
    expect(await run(['editor'], { type: 'delete', date, doc: story7 })).toEqual({ error: SCHEDULE_REFUSED })
    expect(mockPayloadHandler).not.toHaveBeenCalled()
  })

  it('cancels only a scheduled change of a document the caller may update, and queues nothing', async () => {
    expect(await run(['admissions'], { deleteID: 3, type: 'publish', date: new Date(), doc: story7 })).toEqual({
      error: SCHEDULE_REFUSED,
    })
    expect(await run(['admissions'], { deleteID: 3 })).toEqual({ error: SCHEDULE_REFUSED })
    expect(deleted).toEqual([])
    expect(await run(['editor'], { deleteID: 3 })).toEqual({ message: 'Success' })
    expect(await run(['editor'], { deleteID: '4' })).toEqual({ message: 'Success' })
    expect(deleted).toEqual([3, 4])
    expect(mockPayloadHandler).not.toHaveBeenCalled()
  })

  it('cancels no other job, and no job of another document than the one named', async () => {
    expect(await run(['editor'], { deleteID: 5 })).toEqual({ error: SCHEDULE_REFUSED })
    expect(await run(['editor'], { deleteID: 99 })).toEqual({ error: SCHEDULE_REFUSED })
    expect(await run(['editor'], { deleteID: 3, doc: { relationTo: 'stories', value: '8' } })).toEqual({
      error: SCHEDULE_REFUSED,
    })
    expect(await run(['editor'], { deleteID: 'abc' })).toEqual({ error: SCHEDULE_REFUSED })
    expect(deleted).toEqual([])
  })
})
