const mockBuildFormState = jest.fn(async (args: { returnLockStatus?: boolean }) => ({
  state: {},
  asked: args.returnLockStatus,
}))
jest.mock('@payloadcms/ui/utilities/buildFormState', () => ({
  buildFormStateHandler: (args: { returnLockStatus?: boolean }) => mockBuildFormState(args),
}))

import type { PayloadRequest } from 'payload'
import { formStateWithLocksForEditors } from './form-state-locks'

function reqFor(roles: string[]): PayloadRequest {
  const update = () => roles.includes('editor')
  return {
    user: { id: 1, roles },
    payload: {
      collections: { stories: { config: { access: { update } } } },
      config: { globals: [{ slug: 'home-page', access: { update } }] },
    },
  } as unknown as PayloadRequest
}
const run = (roles: string[], args: Record<string, unknown>) =>
  formStateWithLocksForEditors({ req: reqFor(roles), ...args } as never)

describe('formStateWithLocksForEditors', () => {
  it('asks for the lock status, and so locks, only for someone who may update the document or global', async () => {
    expect(await run(['editor'], { collectionSlug: 'stories', id: 7, returnLockStatus: true })).toMatchObject({
      asked: true,
    })
    expect(await run(['admissions'], { collectionSlug: 'stories', id: 7, returnLockStatus: true })).toMatchObject({
      asked: false,
    })
    expect(await run(['admissions'], { globalSlug: 'home-page', returnLockStatus: true })).toMatchObject({
      asked: false,
    })
  })
  it('passes every other form state on as it is', async () => {
    expect(await run(['admissions'], { collectionSlug: 'stories', id: 7 })).toMatchObject({ asked: undefined })
  })
})
