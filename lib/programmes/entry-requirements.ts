import {
  fixed2,
  GRADUATE_ADMISSION as G,
  PROVISIONAL_ADMISSION as P,
  UNDERGRADUATE_ADMISSION as U,
} from '@/lib/policy/admissions-finance'
import type { PagePath } from '@/lib/pages/registry'

/** What a programme page states of admission: its level's rules, worded from the admission policy, and where they are set out. */
export type EntryRequirements = {
  /** Regular admission: each line a requirement; `oneOf` when meeting any one of them is enough. */
  regular: { lines: string[]; oneOf: boolean }
  /** Provisional admission. */
  provisional: string[]
  /** The admission page that sets the rules out in full. */
  policyPage: { href: PagePath; label: string }
}

const UNDERGRADUATE: EntryRequirements = {
  regular: { lines: U.criteria.map((c) => `${c}.`), oneOf: true },
  provisional: [
    `Applicants who do not yet meet a criterion may be accepted provisionally and must meet it within ${P.meetCriteriaWithinYears} year; mature age entry and the Pre-University programme are other ways in.`,
  ],
  policyPage: { href: '/undergradadmission', label: 'Undergraduate admission' },
}

function graduate(doctoral: boolean): EntryRequirements {
  const gpa = doctoral ? G.doctoral : G.masters
  const degree = doctoral ? 'A master’s degree' : 'A bachelor’s degree'
  const words = doctoral ? G.statementOfPurposeWords.doctoral : G.statementOfPurposeWords.masters
  return {
    regular: {
      lines: [
        `${degree} from a recognised institution with a grade point average of at least ${fixed2(gpa.regular)}.`,
        `A statement of purpose of at least ${words} words.`,
        `${G.requiredDocuments.join(', ')}.`,
      ],
      oneOf: false,
    },
    provisional: [
      `A grade point average of at least ${fixed2(gpa.provisional)}.`,
      ...(doctoral ? [G.alternateEntry.doctoralAlternative] : []),
    ],
    policyPage: { href: '/graduateadmission', label: 'Graduate admission' },
  }
}

/**
 * A programme's entry requirements by its kind and level, from the admission policy, so no
 * programme page can disagree with /undergradadmission or /graduateadmission. Kinds the admission
 * pages do not cover (certificates, extension programmes, minors) have none.
 */
export function entryRequirements(kind: string, level: string | null): EntryRequirements | null {
  if (kind === 'undergraduate') return UNDERGRADUATE
  if (kind === 'graduate') return graduate(level === 'Doctoral')
  return null
}
