import {
  APIError,
  getLocalizedPaths,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type FlattenedField,
  type Payload,
  type SanitizedConfig,
} from 'payload'

/** What a condition needs to know of the field it names. */
export type QueryField = {
  type: string
  hasMany?: boolean
  relationTo?: string | string[]
  collection?: string | string[]
}
/** The fields a query may name: a path's field, and the fields of a related collection. */
export type QueryScope = {
  field: (path: string) => QueryField | null
  related: (collection: string) => QueryScope | null
}

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'within',
  'intersects',
  'near',
])
const GEOMETRY = new Set(['near', 'within', 'intersects'])
const LISTS = new Set(['in', 'not_in', 'all'])
const PATTERNS = new Set(['like', 'not_like', 'contains'])

const isScalar = (v: unknown) => v === null || v instanceof Date || ['string', 'number', 'boolean'].includes(typeof v)
const isNone = (v: unknown) => v === null || v === 'null' || v === ''
const isDate = (v: unknown) =>
  isNone(v) ||
  v instanceof Date ||
  (typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && !Number.isNaN(new Date(v).getTime()))
const isNumber = (v: unknown) =>
  isNone(v) || (typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && Number.isFinite(Number(v)))
const isId = (v: unknown) =>
  isNone(v) ||
  (typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : typeof v === 'string' && /^\d{1,15}$/.test(v))
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)

/** The values a condition compares with: a list for `in`, `not_in`, `all` (comma-separated in a URL), else one. */
function valuesOf(operator: string, value: unknown): unknown[] | null {
  if (!LISTS.has(operator)) return isScalar(value) ? [value] : null
  if (Array.isArray(value)) return value.every(isScalar) ? value : null
  if (typeof value === 'string') return value.split(',')
  return isScalar(value) ? [value] : null
}

/** The collection a relationship or join field leads to, when it leads to one. */
function relatedCollection(field: QueryField): string | null {
  if (field.type === 'relationship' || field.type === 'upload')
    return typeof field.relationTo === 'string' ? field.relationTo : null
  if (field.type === 'join') return typeof field.collection === 'string' ? field.collection : null
  return null
}

function conditionProblem(scope: QueryScope, path: string, operator: string, value: unknown): string | null {
  // Unknown operators and paths, and `exists` with any value, Payload answers itself (400, or a plain result).
  if (!OPERATORS.has(operator) || operator === 'exists') return null
  const field = scope.field(path)
  if (!field) return null
  const name = `where[${path}][${operator}]`
  if (GEOMETRY.has(operator))
    return field.type === 'point' ? null : `${name}: only a point (a place on a map) can be asked for ${operator}.`
  // Payload's SQL adapters (SQLite and PostgreSQL, the databases this site runs on) do not implement `all`.
  if (operator === 'all') return `${name}: not supported here; ask with "in" for any of several values.`
  const related = relatedCollection(field)
  if (operator === 'contains' && isPlainObject(value)) {
    // A query of the related documents (a has-many relationship or a join): checked against their fields.
    const scopeOfRelated = related ? scope.related(related) : null
    return scopeOfRelated ? whereProblem(value, scopeOfRelated) : null
  }
  if ((field.type === 'relationship' || field.type === 'upload') && !related) return null // several collections: Payload checks { relationTo, value }
  const values = valuesOf(operator, value)
  if (!values) return `${name}: give ${LISTS.has(operator) ? 'a list of values' : 'one value'}.`
  if (related && field.type !== 'join') {
    if (operator === 'like' || operator === 'not_like')
      return `${name}: a relationship is matched by the ids of what it names, not by text.`
    return values.every(isId) ? null : `${name}: give the id of a document of ${related} (a whole number).`
  }
  if (PATTERNS.has(operator)) return null
  if (field.type === 'date') return values.every(isDate) ? null : `${name}: give a date, such as 2026-01-31.`
  if (field.type === 'number') return values.every(isNumber) ? null : `${name}: give a number.`
  return null
}

/**
 * Why the database could not answer a `where` query, or null when it can. Payload checks that a
 * query's paths exist and its operators are known, not that its values fit the field: a word
 * compared with a date, a relationship or a number, a list where one value belongs, `near` on a
 * text field — each reaches the database, which fails, and the visitor gets a 500.
 */
export function whereProblem(where: unknown, scope: QueryScope): string | null {
  if (!isPlainObject(where)) return null
  for (const [key, constraint] of Object.entries(where)) {
    if (/^(and|or)$/i.test(key)) {
      for (const part of Array.isArray(constraint) ? constraint : []) {
        const problem = whereProblem(part, scope)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(constraint)) continue
    for (const [operator, value] of Object.entries(constraint)) {
      const problem = conditionProblem(scope, key, operator, value)
      if (problem) return problem
    }
  }
  return null
}

/** Why a page of results cannot be read (the database takes whole numbers within 2^53), or null. */
export function pagingProblem({ limit, page }: { limit?: unknown; page?: unknown }, name = ''): string | null {
  if (limit !== undefined && !(typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 0))
    return `${name}limit must be a whole number (0 for no limit).`
  if (page === undefined) return null
  if (!(typeof page === 'number' && Number.isSafeInteger(page) && page >= 1))
    return `${name}page must be a whole number from 1.`
  if (!Number.isSafeInteger((page - 1) * (typeof limit === 'number' && limit > 0 ? limit : 10)))
    return `${name}page is past the last page.`
  return null
}

type Joins = Record<string, { limit?: unknown; page?: unknown; where?: unknown } | false> | false | undefined

/** The same checks for the join fields a read asks for (`joins[departments][where]…`). */
function joinsProblem(joins: Joins, scope: QueryScope): string | null {
  if (!isPlainObject(joins)) return null
  for (const [path, join] of Object.entries(joins)) {
    if (!isPlainObject(join)) continue
    const field = scope.field(path)
    const related = field?.type === 'join' ? relatedCollection(field) : null
    const problem =
      pagingProblem(join, `joins[${path}]: `) ??
      (related ? whereProblem(join.where, scope.related(related) ?? scope) : null)
    if (problem) return problem
  }
  return null
}

/**
 * A collection's fields as Payload resolves query paths (groups, relationships followed), and on
 * its versions `version.<field>` and `parent`, the document a version is of.
 */
export function payloadScope(
  payload: Payload,
  entity: { slug: string; flattenedFields: FlattenedField[]; versions?: unknown },
): QueryScope {
  const resolve = (path: string): QueryField | null => {
    try {
      const last = getLocalizedPaths({
        collectionSlug: entity.slug,
        fields: entity.flattenedFields,
        incomingPath: path,
        overrideAccess: true,
        payload,
      }).at(-1)
      return last && !last.invalid && last.field ? (last.field as QueryField) : null
    } catch {
      return null
    }
  }
  return {
    field: (path) => {
      const field = resolve(path)
      if (field || !entity.versions) return field
      if (path === 'parent') return { type: 'relationship', relationTo: entity.slug }
      return path.startsWith('version.') ? resolve(path.slice('version.'.length)) : null
    },
    related: (slug) => {
      const config = payload.collections[slug as CollectionSlug]?.config
      return config ? payloadScope(payload, config) : null
    },
  }
}

const QUERY_OPERATIONS = new Set(['read', 'count', 'countVersions', 'readDistinct', 'update', 'delete'])

/** Refuses, with a 400 that says why, a REST query the database could not answer. */
export const refuseUnanswerableQueries: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI !== 'REST' || !QUERY_OPERATIONS.has(operation)) return args
  const scope = payloadScope(req.payload, collection)
  const query = args as { limit?: unknown; page?: unknown; where?: unknown; joins?: Joins }
  const problem = pagingProblem(query) ?? whereProblem(query.where, scope) ?? joinsProblem(query.joins, scope)
  if (!problem) return args
  const error = new APIError(problem, 400, undefined, true)
  error.name = 'UnanswerableQuery' // a class name minified by the bundle would leave the answer without its message
  throw error
}

/** Every collection refuses unanswerable REST queries before anything else runs. */
export function checkRestQueries(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks = {
      ...collection.hooks,
      beforeOperation: [refuseUnanswerableQueries, ...(collection.hooks?.beforeOperation ?? [])],
    }
  }
  return config
}
