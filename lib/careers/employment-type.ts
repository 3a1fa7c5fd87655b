/** The employment types a job may state: Google's JobPosting values, with the words the page shows. */
export const EMPLOYMENT_TYPES = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
} as const

export type EmploymentType = keyof typeof EMPLOYMENT_TYPES

/** "Full time, Part time" for the values a job states (unknown values are left out). */
export function employmentTypeLabel(values: readonly string[]): string {
  return values
    .filter((v): v is EmploymentType => v in EMPLOYMENT_TYPES)
    .map((v) => EMPLOYMENT_TYPES[v])
    .join(', ')
}
