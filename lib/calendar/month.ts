/** Month arithmetic for the calendars, in the university's time zone; dates are formatted by lib/text/dates. */
import { dateKeyInTimeZone, MONTH_NAMES } from '@/lib/text/dates'

export {
  dateKeyInTimeZone,
  formatDateKey,
  longDate,
  MONTH_NAMES,
  UNIVERSITY_TIME_ZONE,
  WEEKDAY_NAMES,
} from '@/lib/text/dates'

export type CalendarKind = 'academic' | 'events'
export const CALENDAR_KINDS: readonly CalendarKind[] = ['academic', 'events']

/** A month: `month` is 1–12. */
export type YearMonth = { year: number; month: number }

export const WEEKDAY_LABELS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const

/** Spec §4: Next rolls December to January of the next year. */
export function nextMonth({ year, month }: YearMonth): YearMonth {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }
}

/** Spec §4: Previous rolls January to December of the year before. */
export function previousMonth({ year, month }: YearMonth): YearMonth {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Weekday of the 1st (0 = Sunday). */
export function firstWeekday({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `YYYY-MM`, the form the URL records. */
export function formatMonthParam({ year, month }: YearMonth): string {
  return `${pad(year, 4)}-${pad(month)}`
}

/** Reads `YYYY-MM` (years 1900–2200) as a URL writes it, nothing around it; anything else is null. */
export function parseMonthParam(value: unknown): YearMonth | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4})-(\d{2})$/.exec(value)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  if (year < 1900 || year > 2200 || month < 1 || month > 12) return null
  return { year, month }
}

export function monthLabel({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`
}

export function sameMonth(a: YearMonth, b: YearMonth): boolean {
  return a.year === b.year && a.month === b.month
}

/** The current month in the university's time zone. */
export function currentMonth(now: Date = new Date()): YearMonth {
  const [year, month] = dateKeyInTimeZone(now).split('-').map(Number)
  return { year, month }
}

export function dateKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** Adds days to a `YYYY-MM-DD` key. */
export function addDays(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d + days))
  return dateKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}
