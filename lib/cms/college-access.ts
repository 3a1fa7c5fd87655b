import type { Access, AccessArgs, CollectionConfig, PayloadRequest, Where } from 'payload'
import { hasRole } from './access'

/**
 * College editors: a role scoped to one college (the `college` an administrator sets on their
 * account). They edit that college's page, its departments, the programmes of those departments
 * and the stories tagged with it, and upload pictures; everything else is refused by the access
 * rules themselves, so the REST API and the Local API (with a user) refuse it as the admin does.
 */

type Id = string | number
type Operation = 'create' | 'update' | 'delete'
type CollectionAccess = NonNullable<CollectionConfig['access']>

/** The id a relationship value holds, whether populated or not. */
export function relationId(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return relationId((value as { id: unknown }).id)
  return null
}

/**
 * The college a college editor is scoped to; `undefined` for everyone else (administrators and
 * editors, even with the college-editor role too, keep their wider access); `null` for a college
 * editor an administrator has not given a college yet (who may edit nothing).
 */
export function collegeEditorCollege(req: Pick<PayloadRequest, 'user'>): string | null | undefined {
  const user = req.user as { roles?: string[] | null; college?: unknown } | null | undefined
  if (!user?.roles?.includes('college-editor') || hasRole(req as PayloadRequest, 'admin', 'editor')) return undefined
  return relationId(user.college)
}

export type CollegeScope = {
  /** The path, on this collection's documents, that names their college ('id' for the colleges themselves). */
  path: string
  /** What a college editor may do besides reading their college's documents. */
  operations: Operation[]
  /**
   * Whether the data a college editor sends keeps the document in their college. It runs on
   * create and update; a field the data leaves out stays as it was (update) or is missing (create).
   */
  keepsCollege?: (args: {
    college: string
    data: Record<string, unknown>
    id?: Id
    req: PayloadRequest
    create: boolean
  }) => Promise<boolean> | boolean
}

/** The college's documents, on the collection itself and on its versions (drafts). */
export function scopeWhere(scope: Pick<CollegeScope, 'path'>, college: string, versions = false): Where {
  if (scope.path === 'id') return versions ? { parent: { equals: college } } : { id: { equals: college } }
  return { [versions ? `version.${scope.path}` : scope.path]: { equals: college } }
}

/**
 * The collection's access with college editors confined to their college. Everyone else gets
 * `base` unchanged.
 */
export function collegeScoped(base: CollectionAccess, scope: CollegeScope): CollectionAccess {
  const forOthers = (fn: Access | undefined) => (args: AccessArgs) => (fn ? fn(args) : Boolean(args.req.user))
  const wrap =
    (fn: Access | undefined, own: (college: string, args: AccessArgs) => ReturnType<Access>): Access =>
    (args) => {
      const college = collegeEditorCollege(args.req)
      if (college === undefined) return forOthers(fn)(args)
      if (college === null) return false
      return own(college, args)
    }
  const changes = async (college: string, args: AccessArgs, create: boolean) => {
    // Without data Payload is asking for the admin's permissions, not running an operation.
    if (!args.data) return true
    return scope.keepsCollege
      ? scope.keepsCollege({ college, data: args.data as Record<string, unknown>, id: args.id, req: args.req, create })
      : true
  }
  return {
    ...base,
    read: wrap(base.read, (college) => scopeWhere(scope, college)),
    readVersions: wrap(base.readVersions, (college) => scopeWhere(scope, college, true)),
    create: wrap(
      base.create,
      async (college, args) => scope.operations.includes('create') && (await changes(college, args, true)),
    ),
    update: wrap(base.update, async (college, args) => {
      if (!scope.operations.includes('update')) return false
      return (await changes(college, args, false)) ? scopeWhere(scope, college) : false
    }),
    delete: wrap(base.delete, (college) => (scope.operations.includes('delete') ? scopeWhere(scope, college) : false)),
  }
}

/** A single relationship to colleges (`field`) that must name the editor's college. */
const ownCollegeField =
  (field: string): CollegeScope['keepsCollege'] =>
  ({ college, data, create }) =>
    field in data ? relationId(data[field]) === college : !create

/** The college page itself: never created or deleted by its editor. */
export const collegesScope: CollegeScope = { path: 'id', operations: ['update'] }

/** Departments: created in, and kept in, the editor's college. */
export const departmentsScope: CollegeScope = {
  path: 'college',
  operations: ['create', 'update', 'delete'],
  keepsCollege: ownCollegeField('college'),
}

/** Programmes belong to a college through their department: a new or changed department must be one of the editor's college. */
export const programmesScope: CollegeScope = {
  path: 'department.college',
  operations: ['create', 'update', 'delete'],
  keepsCollege: async ({ college, data, req, create }) => {
    if (!('department' in data)) return !create
    const department = relationId(data.department)
    if (!department) return false
    const found = await req.payload.findByID({
      collection: 'departments',
      id: department,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    return relationId(found?.college) === college
  },
}

/** The ids a hasMany relationship value holds. */
export function relationIds(value: unknown): string[] {
  return (Array.isArray(value) ? value : value == null ? [] : [value])
    .map(relationId)
    .filter((id): id is string => id !== null)
}

/**
 * A story's college tags after a college editor's change: their college stays among them, and
 * the other colleges' tags are exactly what they were (none on a new story).
 */
export function collegeTagsAllowed(college: string, before: string[], after: string[]): boolean {
  if (!after.includes(college)) return false
  const others = (ids: string[]) => [...new Set(ids.filter((id) => id !== college))].sort().join(',')
  return others(before) === others(after)
}

/** Stories: the ones tagged with the editor's college; new ones are tagged with it. */
export const storiesScope: CollegeScope = {
  path: 'colleges',
  operations: ['create', 'update', 'delete'],
  keepsCollege: async ({ college, data, id, req, create }) => {
    if (!('colleges' in data)) return !create
    let before: string[] = []
    if (!create && id !== undefined) {
      const current = await req.payload.findByID({
        collection: 'stories',
        id,
        depth: 0,
        draft: true,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      before = relationIds(current?.colleges)
    }
    return collegeTagsAllowed(college, before, relationIds(data.colleges))
  },
}

/** Pictures and files: a college editor may upload them for their pages, and change or delete none. */
export const mediaScope = (base: CollectionAccess): CollectionAccess => {
  const refuse =
    (fn: Access | undefined): Access =>
    (args) => {
      const college = collegeEditorCollege(args.req)
      if (college === undefined) return fn ? fn(args) : Boolean(args.req.user)
      return false
    }
  const allowUpload: Access = (args) => {
    const college = collegeEditorCollege(args.req)
    if (college === undefined) return base.create ? base.create(args) : Boolean(args.req.user)
    return college !== null
  }
  return { ...base, create: allowUpload, update: refuse(base.update), delete: refuse(base.delete) }
}
