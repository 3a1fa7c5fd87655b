import { slugify } from '@/lib/text/slug'
import { COSTS_PATH } from './route'
import { DEFAULT_CHOICES, LIMITS, RESIDENCIES, STAGES, type CostChoices, type Residency, type Stage } from './choices'

export type SearchParams = Record<string, string | string[] | undefined>

/** A query value the estimate could not use: which field, and what it used instead. */
export type QueryProblem = { field: keyof CostChoices; message: string }

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? ''

const LABELS: Record<keyof typeof LIMITS, string> = {
  credits: 'Credits a semester',
  children: 'Children one person pays tuition for',
  subjects: 'Subjects at grades 1 and 2',
  gpa: 'Grade point average',
  withdrawWeek: 'Week of withdrawal',
}

function number(
  raw: string,
  field: keyof typeof LIMITS,
  integer: boolean,
  problems: QueryProblem[],
): number | null | undefined {
  if (!raw) return undefined
  const n = Number(raw)
  const { min, max } = LIMITS[field]
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min || n > max) {
    problems.push({
      field,
      message: `${LABELS[field]}: “${raw.slice(0, 20)}” is not ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}; the estimate leaves it out.`,
    })
    return null
  }
  return n
}

function oneOf<T extends string>(
  raw: string,
  options: readonly { value: T; label: string }[],
  field: keyof CostChoices,
  label: string,
  problems: QueryProblem[],
): T | undefined {
  if (!raw) return undefined
  const found = options.find((o) => o.value === raw)
  if (!found)
    problems.push({
      field,
      message: `${label}: “${raw.slice(0, 20)}” is not a choice; the estimate uses “${options[0].label}”.`,
    })
  return found?.value
}

const yes = (raw: string) => raw === '1' || raw === 'on' || raw === 'true' || raw === 'yes'

/**
 * The visitor's choices from /costs' query string. A value that is not one of the choices falls
 * back to its default and is reported, so a mistyped shared link still shows an estimate and says
 * what it left out, instead of failing.
 */
export function parseCostQuery(params: SearchParams): { choices: CostChoices; problems: QueryProblem[] } {
  const problems: QueryProblem[] = []
  const get = (k: string) => first(params[k])
  const programme = slugify(get('programme')) || null
  const residency = oneOf<Residency>(get('residency'), RESIDENCIES, 'residency', 'Residency', problems)
  const stage = oneOf<Stage>(get('stage'), STAGES, 'stage', 'Student', problems)
  const credits = number(get('credits'), 'credits', true, problems)
  const children = number(get('children'), 'children', true, problems)
  const subjects = number(get('subjects'), 'subjects', true, problems)
  const gpa = number(get('gpa'), 'gpa', false, problems)
  const withdrawWeek = number(get('withdrawWeek'), 'withdrawWeek', true, problems)
  return {
    choices: {
      programme,
      residency: residency ?? DEFAULT_CHOICES.residency,
      stage: stage ?? DEFAULT_CHOICES.stage,
      credits: credits ?? DEFAULT_CHOICES.credits,
      children: children ?? DEFAULT_CHOICES.children,
      subjects: subjects ?? DEFAULT_CHOICES.subjects,
      gpa: gpa ?? null,
      withdrawWeek: withdrawWeek ?? null,
      onCampus: yes(get('onCampus')),
      churchMember: yes(get('churchMember')),
      outstandingCape: yes(get('outstandingCape')),
      worksOnCampus: yes(get('worksOnCampus')),
    },
    problems,
  }
}

/** The query string of a set of choices, defaults left out: the shareable address of an estimate. */
export function costQueryString(c: CostChoices): string {
  const q = new URLSearchParams()
  if (c.programme) q.set('programme', c.programme)
  if (c.residency !== DEFAULT_CHOICES.residency) q.set('residency', c.residency)
  if (c.credits !== DEFAULT_CHOICES.credits) q.set('credits', String(c.credits))
  if (c.onCampus) q.set('onCampus', '1')
  if (c.stage !== DEFAULT_CHOICES.stage) q.set('stage', c.stage)
  if (c.children !== DEFAULT_CHOICES.children) q.set('children', String(c.children))
  if (c.churchMember) q.set('churchMember', '1')
  if (c.subjects) q.set('subjects', String(c.subjects))
  if (c.outstandingCape) q.set('outstandingCape', '1')
  if (c.gpa !== null) q.set('gpa', String(c.gpa))
  if (c.worksOnCampus) q.set('worksOnCampus', '1')
  if (c.withdrawWeek !== null) q.set('withdrawWeek', String(c.withdrawWeek))
  const s = q.toString()
  return s ? `?${s}` : ''
}

/** The estimate of one programme's year at /costs, for a residency other than the default when given. */
export function costsHref(programmeSlug: string, residency?: Residency): string {
  const other = residency && residency !== DEFAULT_CHOICES.residency ? `&residency=${residency}` : ''
  return `${COSTS_PATH}?programme=${encodeURIComponent(programmeSlug)}${other}`
}
