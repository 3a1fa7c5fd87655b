jest.mock('payload', () => ({ APIError: class extends Error {}, ValidationError: class extends Error {} }))
jest.mock('next/server', () => ({ after: () => undefined }))

import type { Access, AccessArgs, PayloadRequest } from 'payload'
import { collections } from './collections'
import { SiteSettings } from '@/lib/cms/globals/SiteSettings'
import { HomePage } from '@/lib/cms/globals/HomePage'
import {
  collegeEditorCollege,
  collegeScoped,
  collegesScope,
  collegeTagsAllowed,
  departmentsScope,
  mediaScope,
  programmesScope,
  relationIds,
  scopeWhere,
  storiesScope,
} from './college-access'
import { contentAccess } from './access'

const CNAS = '1'
const HUBBS = '2'
/** Departments of the fake database: 10 in CNAS, 20 in HUBBS. */
const DEPARTMENTS: Record<string, string> = { '10': CNAS, '20': HUBBS }
/** Stories of the fake database and their college tags. */
const STORIES: Record<string, string[]> = { '100': [CNAS], '200': [CNAS, HUBBS], '300': [HUBBS] }

function reqFor(user: Record<string, unknown> | null): PayloadRequest {
  const findByID = async ({ collection, id }: { collection: string; id: string }) => {
    if (collection === 'departments') return DEPARTMENTS[id] ? { id, college: DEPARTMENTS[id] } : null
    if (collection === 'stories')
      return STORIES[id] ? { id, colleges: STORIES[id].map((c) => ({ id: Number(c) })) } : null
    return null
  }
  return { user, payload: { findByID } } as unknown as PayloadRequest
}

const collegeEditor = reqFor({ id: 5, roles: ['college-editor'], college: { id: Number(CNAS), name: 'CNAS' } })
const editor = reqFor({ id: 6, roles: ['editor'] })
const admin = reqFor({ id: 7, roles: ['admin'] })
const unassigned = reqFor({ id: 8, roles: ['college-editor'], college: null })

const call = (fn: Access | undefined, req: PayloadRequest, extra: Partial<AccessArgs> = {}) =>
  fn ? fn({ req, ...extra } as AccessArgs) : undefined

describe('collegeEditorCollege', () => {
  it('gives the college of a college editor, populated or not', () => {
    expect(collegeEditorCollege(collegeEditor)).toBe(CNAS)
    expect(collegeEditorCollege(reqFor({ roles: ['college-editor'], college: 2 }))).toBe('2')
  })
  it('is null for a college editor without a college, undefined for everyone else', () => {
    expect(collegeEditorCollege(unassigned)).toBeNull()
    expect(collegeEditorCollege(editor)).toBeUndefined()
    expect(collegeEditorCollege(reqFor({ roles: ['college-editor', 'editor'], college: 1 }))).toBeUndefined()
    expect(collegeEditorCollege(reqFor(null))).toBeUndefined()
  })
})

describe('scopeWhere', () => {
  it('names the college on documents and on their versions', () => {
    expect(scopeWhere({ path: 'id' }, CNAS)).toEqual({ id: { equals: CNAS } })
    expect(scopeWhere({ path: 'id' }, CNAS, true)).toEqual({ parent: { equals: CNAS } })
    expect(scopeWhere(programmesScope, CNAS)).toEqual({ 'department.college': { equals: CNAS } })
    expect(scopeWhere(programmesScope, CNAS, true)).toEqual({ 'version.department.college': { equals: CNAS } })
  })
})

describe('programmes', () => {
  const access = collegeScoped(contentAccess, programmesScope)
  it('lets a college editor read and change only their college’s programmes', async () => {
    expect(await call(access.read, collegeEditor)).toEqual({ 'department.college': { equals: CNAS } })
    expect(await call(access.update, collegeEditor, { id: 1, data: { name: 'x' } })).toEqual({
      'department.college': { equals: CNAS },
    })
    expect(await call(access.delete, collegeEditor, { id: 1 })).toEqual({ 'department.college': { equals: CNAS } })
  })
  it('refuses a programme created in, or moved to, another college’s department', async () => {
    expect(await call(access.create, collegeEditor, { data: { name: 'x', department: 10 } })).toBe(true)
    expect(await call(access.create, collegeEditor, { data: { name: 'x', department: 20 } })).toBe(false)
    expect(await call(access.create, collegeEditor, { data: { name: 'x' } })).toBe(false)
    expect(await call(access.create, collegeEditor, { data: { name: 'x', department: 99 } })).toBe(false)
    expect(await call(access.update, collegeEditor, { id: 1, data: { department: { id: 20 } } })).toBe(false)
    expect(await call(access.update, collegeEditor, { id: 1, data: { department: null } })).toBe(false)
  })
  it('leaves editors and administrators as they were, and gives an unassigned college editor nothing', async () => {
    expect(await call(access.update, editor, { id: 1, data: { department: 20 } })).toBe(true)
    expect(await call(access.create, admin, { data: { department: 20 } })).toBe(true)
    expect(await call(access.read, reqFor(null))).toBe(true)
    for (const op of ['read', 'create', 'update', 'delete'] as const)
      expect(await call(access[op], unassigned, { data: { department: 10 } })).toBe(false)
  })
})

describe('colleges', () => {
  const access = collegeScoped(contentAccess, collegesScope)
  it('lets a college editor change their college’s page, and create or delete no college', async () => {
    expect(await call(access.update, collegeEditor, { id: 1, data: { summary: 'x' } })).toEqual({
      id: { equals: CNAS },
    })
    expect(await call(access.read, collegeEditor)).toEqual({ id: { equals: CNAS } })
    expect(await call(access.create, collegeEditor, { data: { name: 'x' } })).toBe(false)
    expect(await call(access.delete, collegeEditor, { id: 1 })).toBe(false)
  })
})

describe('departments', () => {
  const access = collegeScoped(contentAccess, departmentsScope)
  it('keeps a department in the editor’s college', async () => {
    expect(await call(access.create, collegeEditor, { data: { name: 'x', college: 1 } })).toBe(true)
    expect(await call(access.create, collegeEditor, { data: { name: 'x', college: 2 } })).toBe(false)
    expect(await call(access.update, collegeEditor, { id: 10, data: { college: 2 } })).toBe(false)
    expect(await call(access.update, collegeEditor, { id: 10, data: { name: 'y' } })).toEqual({
      college: { equals: CNAS },
    })
  })
})

describe('stories', () => {
  const access = collegeScoped(contentAccess, storiesScope)
  it('tags a college editor’s new story with their college only', async () => {
    expect(await call(access.create, collegeEditor, { data: { title: 'x', colleges: [1] } })).toBe(true)
    expect(await call(access.create, collegeEditor, { data: { title: 'x', colleges: [1, 2] } })).toBe(false)
    expect(await call(access.create, collegeEditor, { data: { title: 'x', colleges: [] } })).toBe(false)
    expect(await call(access.create, collegeEditor, { data: { title: 'x' } })).toBe(false)
  })
  it('lets them edit a story shared with another college without touching that college’s tag', async () => {
    expect(await call(access.update, collegeEditor, { id: 200, data: { colleges: [2, 1] } })).toEqual({
      colleges: { equals: CNAS },
    })
    expect(await call(access.update, collegeEditor, { id: 200, data: { colleges: [1] } })).toBe(false)
    expect(await call(access.update, collegeEditor, { id: 100, data: { colleges: [2] } })).toBe(false)
    expect(await call(access.update, collegeEditor, { id: 100, data: { colleges: [1, 2] } })).toBe(false)
  })
  it('compares tags as ids, whatever their shape', () => {
    expect(relationIds([1, '2', { id: 3 }, null])).toEqual(['1', '2', '3'])
    expect(collegeTagsAllowed('1', ['2', '1'], ['1', '2', '2'])).toBe(true)
    expect(collegeTagsAllowed('1', [], ['2'])).toBe(false)
  })
})

describe('media', () => {
  const access = mediaScope(contentAccess)
  it('lets a college editor upload, and change or delete nothing', async () => {
    expect(await call(access.create, collegeEditor)).toBe(true)
    expect(await call(access.update, collegeEditor, { id: 1 })).toBe(false)
    expect(await call(access.delete, collegeEditor, { id: 1 })).toBe(false)
    expect(await call(access.create, unassigned)).toBe(false)
    expect(await call(access.update, editor, { id: 1 })).toBe(true)
  })
})

describe('a college editor everywhere else', () => {
  // Their college's collections (above), and their own account (below).
  const scoped = new Set(['colleges', 'departments', 'programmes', 'stories', 'media', 'users'])
  it.each(collections.filter((c) => !scoped.has(c.slug)).map((c) => [c.slug, c] as const))(
    'is refused every change to %s',
    async (_slug, collection) => {
      for (const op of ['create', 'update', 'delete'] as const) {
        const fn = collection.access?.[op]
        // No rule at all would mean Payload's default: any signed-in user.
        expect(fn).toBeDefined()
        expect(await call(fn, collegeEditor, { id: 1, data: {} })).toBe(false)
      }
    },
  )
  it('reaches no user but themselves, creates and deletes none, and cannot read the inbox', async () => {
    const users = collections.find((c) => c.slug === 'users')!.access!
    expect(await call(users.read, collegeEditor)).toEqual({ id: { equals: 5 } })
    expect(await call(users.update, collegeEditor, { id: 5, data: {} })).toEqual({ id: { equals: 5 } })
    expect(await call(users.create, collegeEditor, { data: { email: 'x@example.edu' } })).toBe(false)
    expect(await call(users.delete, collegeEditor, { id: 5 })).toBe(false)
    expect(await call(collections.find((c) => c.slug === 'information-requests')!.access!.read, collegeEditor)).toBe(
      false,
    )
  })
  it('cannot change Site settings or the Home page', async () => {
    expect(await call(SiteSettings.access?.update as Access, collegeEditor, { data: {} })).toBe(false)
    expect(await call(HomePage.access?.update as Access, collegeEditor, { data: {} })).toBe(false)
  })
  it('cannot give themselves another college or role', () => {
    const users = collections.find((c) => c.slug === 'users')!
    for (const name of ['roles', 'college']) {
      const field = users.fields.find((f) => 'name' in f && f.name === name) as {
        access?: { update?: (a: unknown) => boolean }
      }
      expect(field.access?.update?.({ req: collegeEditor })).toBe(false)
      expect(field.access?.update?.({ req: admin })).toBe(true)
    }
  })
})
