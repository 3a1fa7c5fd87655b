import type { AccessArgs, PayloadRequest, SanitizedConfig } from 'payload'
import { isRequester, lockTarget, restrictDocumentLocks } from './document-locks'

const ADMIN = { id: 1, collection: 'users', roles: ['admin'] }
const EDITOR = { id: 2, collection: 'users', roles: ['editor'] }
const ADMISSIONS = { id: 3, collection: 'users', roles: ['admissions'] }
/** A college editor who may update story 1 only. */
const COLLEGE_EDITOR = { id: 4, collection: 'users', roles: ['college-editor'] }

const user = (u: { id: number }) => ({ relationTo: 'users', value: u.id })
/** The locks in the fake database: lock 10 is the administrator's on story 1, lock 11 the editor's on story 2. */
const LOCKS: Record<string, unknown> = {
  '10': { document: { relationTo: 'stories', value: 1 }, user: user(ADMIN) },
  '11': { document: { relationTo: 'stories', value: 2 }, user: user(EDITOR) },
}

function reqFor(u: typeof ADMIN | null): PayloadRequest {
  const update = ({ req }: { req: PayloadRequest }) => {
    const roles = (req.user as unknown as { roles: string[] } | null)?.roles ?? []
    if (roles.includes('admin') || roles.includes('editor')) return true
    if (roles.includes('college-editor')) return { id: { equals: 1 } }
    return false
  }
  return {
    user: u,
    payload: {
      collections: { stories: { config: { access: { update } } }, users: { config: { access: { update } } } },
      config: { globals: [] },
      count: async ({ where }: { where: { and: [unknown, { id: { equals: unknown } }] } }) => ({
        totalDocs: String(where.and[1].id.equals) === '1' ? 1 : 0,
      }),
      findByID: async ({ id }: { id: string }) => LOCKS[String(id)] ?? null,
    },
  } as unknown as PayloadRequest
}

const config = restrictDocumentLocks({
  collections: [{ slug: 'payload-locked-documents', access: {} }],
} as unknown as SanitizedConfig)
const access = config.collections[0].access
const ask = (operation: 'create' | 'update' | 'delete', u: typeof ADMIN | null, args: Partial<AccessArgs> = {}) =>
  access[operation]!({ req: reqFor(u), ...args } as AccessArgs)
const lockOn = (value: number, owner: { id: number }) => ({
  document: { relationTo: 'stories', value },
  user: user(owner),
})

describe('lockTarget and isRequester', () => {
  it('read what a lock is on and whom it names, populated or not', () => {
    expect(lockTarget({ document: { relationTo: 'stories', value: { id: 7 } } })).toEqual({
      collection: 'stories',
      id: '7',
    })
    expect(lockTarget({ globalSlug: 'site-settings' })).toEqual({ global: 'site-settings' })
    expect(lockTarget({})).toBeNull()
    expect(isRequester({ relationTo: 'users', value: { id: 2 } }, EDITOR)).toBe(true)
    expect(isRequester(2, EDITOR)).toBe(true)
    expect(isRequester({ relationTo: 'users', value: 1 }, EDITOR)).toBe(false)
  })
})

describe('document locks', () => {
  it('are created only by someone who may update the document, in their own name', async () => {
    expect(await ask('create', EDITOR, { data: lockOn(2, EDITOR) })).toBe(true)
    expect(await ask('create', ADMISSIONS, { data: lockOn(2, ADMISSIONS) })).toBe(false)
    expect(await ask('create', COLLEGE_EDITOR, { data: lockOn(2, COLLEGE_EDITOR) })).toBe(false)
    expect(await ask('create', COLLEGE_EDITOR, { data: lockOn(1, COLLEGE_EDITOR) })).toBe(true)
    expect(await ask('create', EDITOR, { data: lockOn(2, ADMIN) })).toBe(false)
    expect(
      await ask('create', ADMISSIONS, {
        data: { document: { relationTo: 'users', value: 2 }, user: user(ADMISSIONS) },
      }),
    ).toBe(false)
  })

  it('are taken over only into the requester’s own name, by someone who may update the document', async () => {
    expect(await ask('update', EDITOR, { id: 10, data: { user: user(EDITOR) } })).toBe(true)
    expect(await ask('update', EDITOR, { id: 11, data: { user: user(ADMIN) } })).toBe(false)
    expect(await ask('update', COLLEGE_EDITOR, { id: 11, data: { user: user(COLLEGE_EDITOR) } })).toBe(false)
    expect(await ask('update', ADMISSIONS, { id: 10, data: { user: user(ADMISSIONS) } })).toBe(false)
    // Kept fresh by its owner; not kept in another's name, not moved to another document.
    expect(await ask('update', EDITOR, { id: 11, data: {} })).toBe(true)
    expect(await ask('update', EDITOR, { id: 10, data: {} })).toBe(false)
    expect(await ask('update', EDITOR, { id: 11, data: { document: { relationTo: 'stories', value: 1 } } })).toBe(false)
    expect(await ask('update', EDITOR, { data: { user: user(EDITOR) } })).toBe(false)
  })

  it('are removed by their owner or an administrator only', async () => {
    expect(await ask('delete', EDITOR, { id: 11 })).toBe(true)
    expect(await ask('delete', EDITOR, { id: 10 })).toBe(false)
    expect(await ask('delete', ADMIN, { id: 11 })).toBe(true)
    expect(await ask('delete', ADMISSIONS, { id: 11 })).toBe(false)
    expect(await ask('delete', EDITOR, {})).toEqual({ 'user.value': { equals: 2 } })
  })

  it('refuse anyone signed out', async () => {
    expect(await ask('create', null, { data: lockOn(2, EDITOR) })).toBe(false)
    expect(await ask('update', null, { id: 11, data: {} })).toBe(false)
    expect(await ask('delete', null, { id: 11 })).toBe(false)
  })
})
