/**
 * What each filter of the programme finder means, said once for both sides of it: the levels a
 * programme shows in the finder and the `where` that asks the database for the programmes having a
 * value, so a choice in a dropdown finds exactly the rows that show it. A campus is one stored, or
 * Online for an extension degree offered online.
 */
import type { Where } from 'payload'
import { stableSort } from '@/lib/reads/find-all'
import { FINDER_KINDS, type FinderQuery } from './finder'
import { CERTIFICATE_LEVELS, LEVEL_COLUMNS, MODALITIES, type LevelFlags } from './format'

/** The doctoral level, in one word whether a graduate programme's level or an extension degree's Ph.D flag says it. */
export const DOCTORAL = 'Doctoral'
/** A certificate programme's level when it states none. */
export const CERTIFICATE = 'Certificate'
/** The campus an extension degree offered online is listed under. */
export const ONLINE = 'Online'

/** What the finder reads of a programme to show its levels. */
export type FinderFacts = {
  kind: string
  level?: string | null
  certificateLevel?: string | null
  levels?: { [K in keyof LevelFlags | 'doctorate']?: boolean | null } | null
}

/** A programme's levels in the finder: a certificate's own level; else the levels offered, the doctorate, and a graduate programme's level. */
export function finderLevels(p: FinderFacts): string[] {
  if (p.kind === 'certificate') return [p.certificateLevel || CERTIFICATE]
  const levels = [
    ...LEVEL_COLUMNS.filter((c) => p.levels?.[c.key]).map((c) => c.abbr),
    ...(p.levels?.doctorate ? [DOCTORAL] : []),
  ]
  // One name per level: a graduate programme's level is the same word the doctorate flag gives.
  if (p.kind === 'graduate' && p.level && !levels.includes(p.level)) levels.push(p.level)
  return levels
}

const is = (field: string, value: unknown): Where => ({ [field]: { equals: value } })

/**
 * No programme. A select field is an enum on PostgreSQL, which refuses to compare it with a value
 * it does not list (an error, not an empty answer): a value no option has asks for nothing instead.
 */
export const NOTHING: Where = { id: { exists: false } }

/** `field` equals `value` when the select lists it, else nothing. */
const isOption = (field: string, options: readonly string[], value: string): Where =>
  options.includes(value) ? is(field, value) : NOTHING

/** The level flag (`levels.<key>`) a level in the finder stands for, if any. */
function levelFlag(level: string): string | null {
  if (level === DOCTORAL) return 'doctorate'
  return LEVEL_COLUMNS.find((c) => c.abbr === level)?.key ?? null
}

/** The programmes finderLevels gives `level`. */
export function levelWhere(level: string): Where {
  const flag = levelFlag(level)
  return {
    or: [
      ...(flag ? [{ and: [{ kind: { not_equals: 'certificate' } }, is(`levels.${flag}`, true)] }] : []),
      { and: [is('kind', 'graduate'), is('level', level)] },
      ...(CERTIFICATE_LEVELS.some((l) => l === level)
        ? [{ and: [is('kind', 'certificate'), is('certificateLevel', level)] }]
        : []),
      ...(level === CERTIFICATE ? [{ and: [is('kind', 'certificate'), { certificateLevel: { exists: false } }] }] : []),
    ],
  }
}

/** The programmes offered at `campus`: those listing it, and for Online the extension degrees offered online. */
export function campusWhere(campus: string): Where {
  return {
    or: [
      is('campuses', campus),
      ...(campus === ONLINE ? [{ and: [is('kind', 'extension'), is('extension.online', true)] }] : []),
    ],
  }
}

/**
 * LIKE's wildcards (`%`, `_`) and PostgreSQL's escape character (`\`): the database has no way to
 * take them literally that both SQLite and PostgreSQL accept through Payload, so they separate
 * the parts of a name search instead (each part must be in the name).
 */
const PATTERN_CHARACTERS = /[%_\\]+/

/**
 * The programmes whose name, or whose department's name, holds the text (spec §5: a
 * case-insensitive match anywhere, plain text, never a pattern; lib/text/name-filter.ts).
 */
export function nameWhere(text: string): Where {
  const parts = text.split(PATTERN_CHARACTERS).filter(Boolean)
  // Nothing but pattern characters: only a name that is exactly that text.
  if (!parts.length) return is('name', text)
  const holds = (field: string): Where => ({ and: parts.map((part) => ({ [field]: { contains: part } })) })
  return { or: [holds('name'), holds('department.name')] }
}

/**
 * The `where` of a finder query (its values trimmed: lib/programmes/finder.ts normalizeQuery):
 * each filter given narrows the results, as the visitor's choices do; none is every programme.
 */
export function finderWhere(query: FinderQuery): Where | undefined {
  const and: Where[] = []
  if (query.q) and.push(nameWhere(query.q))
  if (query.kind) and.push(isOption('kind', FINDER_KINDS, query.kind))
  if (query.level) and.push(levelWhere(query.level))
  if (query.college) and.push(is('department.college.code', query.college))
  if (query.campus) and.push(campusWhere(query.campus))
  if (query.modality) and.push(isOption('modalities', MODALITIES, query.modality))
  return and.length ? { and } : undefined
}

/**
 * The finder's order: by kind as FINDER_KINDS lists them (undergraduate, graduate, extension,
 * certificate: the reverse of their alphabetical order, so the database can sort by it), then by
 * name, in a total order so pages neither repeat nor skip a programme.
 */
export const FINDER_SORT = stableSort('-kind', 'name')
