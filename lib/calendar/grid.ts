import { dateKey, daysInMonth, firstWeekday, previousMonth, type YearMonth } from './month'

/** One event on the calendar, its days as `YYYY-MM-DD` keys in the university's time zone. */
export type CalendarEvent = {
  id: string
  name: string
  /** First day. */
  date: string
  /** Last day (inclusive); equal to `date` for one-day events. */
  endDate: string
  description: string | null
}

export type GridCell =
  { kind: 'previous'; day: number; date: string } | { kind: 'day'; day: number; date: string; events: CalendarEvent[] }

export type MonthGrid = {
  year: number
  month: number
  /** Weeks of at most 7 cells, Sunday first. The last week closes at month end (may be shorter). */
  weeks: GridCell[][]
  leading: number
  days: number
}

/** The events touching a given day (multi-day events cover every day of their range). */
export function eventsOn(events: CalendarEvent[], key: string): CalendarEvent[] {
  return events.filter((e) => e.date <= key && key <= e.endDate)
}

/** The events of a month, ordered by first day then name. */
export function eventsInMonth(events: CalendarEvent[], ym: YearMonth): CalendarEvent[] {
  const first = dateKey(ym.year, ym.month, 1)
  const last = dateKey(ym.year, ym.month, daysInMonth(ym))
  return events
    .filter((e) => e.date <= last && e.endDate >= first)
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name))
}

/**
 * Spec §4 grid build: 7 cells a week starting Sunday; leading cells are the previous month's
 * last days (as many as the weekday of the 1st); days with events carry them; a week closes at
 * 7 cells and the final partial week closes at month end.
 */
export function buildMonthGrid(ym: YearMonth, events: CalendarEvent[] = []): MonthGrid {
  const leading = firstWeekday(ym)
  const days = daysInMonth(ym)
  const prev = previousMonth(ym)
  const prevDays = daysInMonth(prev)
  const weeks: GridCell[][] = []
  let week: GridCell[] = []
  for (let i = leading; i > 0; i--) {
    const day = prevDays - i + 1
    week.push({ kind: 'previous', day, date: dateKey(prev.year, prev.month, day) })
  }
  for (let day = 1; day <= days; day++) {
    const key = dateKey(ym.year, ym.month, day)
    week.push({ kind: 'day', day, date: key, events: eventsOn(events, key) })
    if (week.length === 7) {
      weeks.push(week)
      week = []
    }
  }
  if (week.length) weeks.push(week)
  return { year: ym.year, month: ym.month, weeks, leading, days }
}
