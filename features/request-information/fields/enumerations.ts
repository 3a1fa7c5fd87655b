/**
 * The fixed lists of the request-information form (spec §5). The form shows them and the
 * route handler accepts only these values. The programme lists are not fixed: see PROGRAMME_LISTS.
 */

export const LOCATIONS = [
  'Career Talk/Fair at Your School',
  'Presentation at Church/Community Group',
  'Virtual Open House',
  'Guidance Counsellor/Teacher',
  'Church Representative',
  'Mentor/Family Friend',
  'N/A',
] as const

export const GRADES = [
  'Grade 7',
  'Grade 8',
  'Grade 9',
  'Grade 10',
  'Grade 11',
  'Grade 12',
  'Grade 13',
  'Freshman',
  'Sophomore',
  'Junior',
  'Senior',
  'Vocational Training',
  'Graduated',
  'None',
] as const

export const GENDERS = ['Male', 'Female'] as const

export const PROGRAMME_LEVELS = ['Certificate', 'Undergraduate', 'Graduate'] as const

export type ProgrammeLevel = (typeof PROGRAMME_LEVELS)[number]

/**
 * The programme list each level shows, and the field its choice goes in. The choices themselves
 * are the names of the published programmes of `kind` (lib/reads/programmes.ts), so every choice
 * has its programme on the site and a programme an editor publishes is a choice at once.
 */
export const PROGRAMME_LISTS: Record<
  ProgrammeLevel,
  { field: 'programChoice' | 'degreeChoice'; label: string; kind: 'certificate' | 'undergraduate' | 'graduate' }
> = {
  Certificate: { field: 'programChoice', label: 'Certificate choice', kind: 'certificate' },
  Undergraduate: { field: 'degreeChoice', label: 'Undergraduate programme', kind: 'undergraduate' },
  Graduate: { field: 'degreeChoice', label: 'Graduate programme', kind: 'graduate' },
}

/** The names a visitor may choose at each level: what the page hands the form and the route checks against. */
export type ProgrammeChoices = Record<ProgrammeLevel, readonly string[]>
