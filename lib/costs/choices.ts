import { FULL_TIME_LOAD } from '@/lib/policy/admissions-finance'

/** Where the student lives: the fees the policy sets differ for Jamaica, the Caribbean and elsewhere. */
export const RESIDENCIES = [
  { value: 'jamaica', label: 'Jamaica' },
  { value: 'caribbean', label: 'Elsewhere in the Caribbean' },
  { value: 'international', label: 'Outside the Caribbean (international)' },
] as const
export type Residency = (typeof RESIDENCIES)[number]['value']

export const STAGES = [
  { value: 'new', label: 'A new student (first year or transfer)' },
  { value: 'continuing', label: 'A continuing student' },
] as const
export type Stage = (typeof STAGES)[number]['value']

/** What a visitor chooses on /costs; every field has a default, so an empty query is an estimate too. */
export type CostChoices = {
  /** The programme's slug, or null before one is chosen. */
  programme: string | null
  residency: Residency
  /** Credits a semester; FULL_TIME_LOAD.creditsPerSemester or more is full time. */
  credits: number
  onCampus: boolean
  stage: Stage
  /** How many children one payer pays tuition for, this student included. */
  children: number
  churchMember: boolean
  /** CSEC/GCE/CAPE subjects passed at grades 1 and 2. */
  subjects: number
  outstandingCape: boolean
  /** Grade point average so far (continuing students), or null when not given. */
  gpa: number | null
  worksOnCampus: boolean
  /** The week of the semester a withdrawal would happen in, or null for none. */
  withdrawWeek: number | null
}

export const DEFAULT_CHOICES: CostChoices = {
  programme: null,
  residency: 'jamaica',
  credits: FULL_TIME_LOAD.creditsPerSemester,
  onCampus: false,
  stage: 'new',
  children: 1,
  churchMember: false,
  subjects: 0,
  outstandingCape: false,
  gpa: null,
  worksOnCampus: false,
  withdrawWeek: null,
}

/** Bounds of the numeric choices (the form's min/max and the query's validation). */
export const LIMITS = {
  credits: { min: 1, max: 21 },
  children: { min: 1, max: 10 },
  subjects: { min: 0, max: 20 },
  gpa: { min: 0, max: 4 },
  // A semester runs 16 weeks; the last refund band starts after the one before it.
  withdrawWeek: { min: 1, max: 16 },
} as const
