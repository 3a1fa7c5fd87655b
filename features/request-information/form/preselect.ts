import { slugify } from '@/lib/text/slug'
import { PROGRAMME_PARAM } from '../programme-link'
import { PROGRAMME_LEVELS, PROGRAMME_LISTS, type ProgrammeChoices, type ProgrammeLevel } from '../fields/enumerations'

export type Preselection = { level: ProgrammeLevel; field: 'programChoice' | 'degreeChoice'; name: string }

/**
 * The programme a link to the form names (`/request_information?programme=<slug>`, as programme,
 * requirements and cost pages link it), as the level and choice the form shows: the published
 * programme whose slug it is (its name's slug, or that with the kind, as the seed and the CMS make
 * them). Anything else preselects nothing.
 */
export function preselectedProgramme(search: string, choices: ProgrammeChoices): Preselection | null {
  const slug = slugify(new URLSearchParams(search).get(PROGRAMME_PARAM) ?? '')
  if (!slug) return null
  // A slug with its kind (graduate and certificate programmes) first; then a bare name's, undergraduate first.
  const passes: [ProgrammeLevel[], (name: string, kind: string) => boolean][] = [
    [[...PROGRAMME_LEVELS], (n, kind) => `${slugify(n)}-${kind}` === slug],
    [['Undergraduate', 'Graduate', 'Certificate'], (n) => slugify(n) === slug],
  ]
  for (const [levels, matches] of passes)
    for (const level of levels) {
      const { field, kind } = PROGRAMME_LISTS[level]
      const name = choices[level].find((n) => matches(n, kind))
      if (name) return { level, field, name }
    }
  return null
}
