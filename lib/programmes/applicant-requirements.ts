import {
  APPLICATION_FEES,
  fixed2,
  formatAmount,
  GRADUATE_ADMISSION as G,
  INTERNATIONAL_ADMISSION as I,
  INTERNATIONAL_DEPOSIT,
  MATURE_AGE_ENTRY as M,
  NON_DEGREE_STUDENTS as N,
  TRANSFER_POLICY as T,
  UNDERGRADUATE_ADMISSION as U,
  type Amount,
} from '@/lib/policy/admissions-finance'
import type { PagePath } from '@/lib/pages/registry'
import { entryRequirements } from './entry-requirements'

/** Who applies: the admission routes the policy sets out. */
export const APPLICANT_TYPES = [
  { value: 'first-year', label: 'First-year', for: ['undergraduate'] },
  { value: 'transfer', label: 'Transfer', for: ['undergraduate'] },
  { value: 'international', label: 'International', for: ['undergraduate', 'graduate'] },
  { value: 'mature', label: 'Mature (over 25)', for: ['undergraduate'] },
  { value: 'graduate', label: 'Graduate (master’s or doctoral)', for: ['graduate'] },
  { value: 'non-degree', label: 'Non-degree', for: ['undergraduate', 'graduate'] },
] as const
export type ApplicantType = (typeof APPLICANT_TYPES)[number]['value']
type Kind = 'undergraduate' | 'graduate'

/** The applicant types a programme of this kind admits. */
export const applicantTypesFor = (kind: Kind) =>
  APPLICANT_TYPES.filter((t) => (t.for as readonly Kind[]).includes(kind))

/** The first type of a kind: what the page shows when none is chosen. */
export const defaultApplicant = (kind: Kind): ApplicantType => (kind === 'graduate' ? 'graduate' : 'first-year')

export type FeeItem = { label: string; amount: Amount; note?: string }

export type Checklist = {
  applicant: ApplicantType
  /** Each a requirement; `oneOf` when meeting any one is enough. */
  requirements: { lines: string[]; oneOf: boolean }
  /** Accepted too, or asked by some programmes. */
  also: string[]
  documents: string[]
  fees: FeeItem[]
  /** Steps after acceptance. */
  afterAcceptance: string[]
  /** The pages that set the rules out in full. */
  sources: { href: PagePath; label: string }[]
}

const TUITION = { href: '/tuitionfees', label: 'Tuition and Fees' } as const
const UNDERGRAD = { href: '/undergradadmission', label: 'Undergraduate Admission' } as const
const GRADUATE = { href: '/graduateadmission', label: 'Graduate Admission' } as const

function applicationFees(kind: Kind, level: string | null, applicant: ApplicantType): FeeItem[] {
  const row =
    kind === 'undergraduate' ? APPLICATION_FEES[0] : level === 'Doctoral' ? APPLICATION_FEES[2] : APPLICATION_FEES[1]
  const note = 'One-time, non-refundable.'
  if (applicant === 'international')
    return [
      { label: 'Application fee', amount: row.international, note },
      ...(row.westIndiesUnion
        ? [{ label: 'Application fee, West Indies Union', amount: row.westIndiesUnion, note } satisfies FeeItem]
        : []),
      { label: 'Deposit on acceptance', amount: INTERNATIONAL_DEPOSIT.deposit, note: 'Refundable.' },
    ]
  return [
    {
      label: 'Application fee',
      amount: row.local,
      note: `${note} From outside Jamaica: ${formatAmount(row.international)}.`,
    },
  ]
}

/**
 * What a programme asks of one kind of applicant, from the admission policy and the programme's
 * level: requirements, documents, fees and what follows acceptance. Null when the programme's
 * kind does not admit that applicant type (a transfer into a master's, say).
 */
export function applicantChecklist(kind: Kind, level: string | null, applicant: ApplicantType): Checklist | null {
  if (!applicantTypesFor(kind).some((t) => t.value === applicant)) return null
  const levelRules = entryRequirements(kind, level)!
  const fees = applicationFees(kind, level, applicant)
  const base = { applicant, fees, also: [] as string[], afterAcceptance: [] as string[] }
  switch (applicant) {
    case 'first-year':
      return {
        ...base,
        // The policy's first three routes; the fourth (32 transferable credits) is the transfer checklist's.
        requirements: { lines: U.criteria.slice(0, 3).map((c) => `${c}.`), oneOf: true },
        also: U.additional.map((c) => `${c}.`),
        documents: [...U.documents],
        sources: [UNDERGRAD, TUITION],
      }
    case 'transfer':
      return {
        ...base,
        requirements: {
          lines: [
            `Courses passed with a grade of ${T.minGrade} or better at an accredited college or university.`,
            `At least ${U.transferCreditsForSophomore} transferable semester credits for sophomore standing; fewer means freshman standing.`,
            `Up to ${T.maxCreditsBachelor} credits transfer toward a bachelor’s degree, ${T.maxCreditsAssociateOrDiploma} toward an associate degree or diploma.`,
            `Admitted provisionally until ${T.provisionalUntilCredits} credits are completed with a ${fixed2(T.provisionalGpa)} GPA.`,
            `From a non-approved institution: on probation, needing a ${fixed2(T.nonApprovedProbationGpa)} GPA.`,
          ],
          oneOf: false,
        },
        documents: [...T.documents],
        sources: [{ href: '/transfer_students', label: 'Transfer Students' }, TUITION],
      }
    case 'international':
      return {
        ...base,
        requirements: {
          lines: [
            ...levelRules.regular.lines,
            `A passport valid for at least ${I.passportValidMonths} months beyond your arrival date.`,
          ],
          oneOf: levelRules.regular.oneOf,
        },
        also: kind === 'undergraduate' ? U.additional.map((c) => `${c}.`) : [],
        documents: [...(kind === 'undergraduate' ? U.documents : G.requiredDocuments), 'A copy of your passport'],
        afterAcceptance: [...I.beforeYouTravel],
        sources: [
          { href: '/international_students', label: 'International Applicants' },
          levelRules.policyPage,
          TUITION,
        ],
      }
    case 'mature':
      return {
        ...base,
        requirements: {
          lines: [
            `Be over ${M.minAgeOver} years old.`,
            `Pass the mature age entry examination: ${M.passMarkPercent}% on each of its ${M.sections} sections, held ${M.examSittings}.`,
            `In the first year, at most ${M.maxCreditsPerSemesterFirstYear} credits a semester, completing ${M.completeCredits} credits with a ${fixed2(M.completeGpa)} GPA.`,
          ],
          oneOf: false,
        },
        documents: [...U.documents],
        sources: [{ href: '/provisional_acceptance', label: 'Provisional Acceptance' }, TUITION],
      }
    case 'graduate':
      return {
        ...base,
        requirements: levelRules.regular,
        also: levelRules.provisional.map((l) => `Provisional admission: ${l}`),
        documents: [...G.requiredDocuments],
        sources: [GRADUATE, TUITION],
      }
    case 'non-degree':
      return {
        ...base,
        requirements: {
          lines: [
            `Study for at most ${N.maxSemesters} semesters as a special student.`,
            `Take at most ${N.maxCreditsPerSemester} credits a semester.`,
          ],
          oneOf: false,
        },
        documents: ['The completed application form', 'Proof of payment of the application fee'],
        sources: [{ href: '/provisional_acceptance', label: 'Provisional Acceptance' }, TUITION],
      }
  }
}

/** The applicant type of a query value, or null when it names none. */
export function parseApplicant(raw: string | string[] | undefined): ApplicantType | null {
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''
  return APPLICANT_TYPES.find((t) => t.value === v)?.value ?? null
}

/** The academic calendar's events an applicant plans by: registration, orientation, semester starts and application deadlines. */
export const isAdmissionDate = (name: string) => /application|registration|orientation|semester begins/i.test(name)
