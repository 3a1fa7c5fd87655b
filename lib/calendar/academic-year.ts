import type { YearMonth } from './month'

/** The first month of the academic year (July): spec §4's year view, in the order a year is lived. */
export const ACADEMIC_YEAR_START_MONTH = 7

/** The academic year a month belongs to, July to June: its label ("2026–2027") and its twelve months in order. */
export function academicYear({ year, month }: YearMonth): { label: string; months: YearMonth[] } {
  const start = month >= ACADEMIC_YEAR_START_MONTH ? year : year - 1
  const months = Array.from({ length: 12 }, (_, i) => {
    const m = ACADEMIC_YEAR_START_MONTH + i
    return m > 12 ? { year: start + 1, month: m - 12 } : { year: start, month: m }
  })
  return { label: `${start}–${start + 1}`, months }
}
