import type { PagePath } from '@/lib/pages/registry'
import { formatMonthParam, monthLabel, parseMonthParam, type CalendarKind, type YearMonth } from './month'

/**
 * The month pages of the two calendars, written once: the public URL of each month
 * (`/eventscalendar?month=2026-12`), the route Next serves it from (`/eventscalendar/month/2026-12`,
 * where proxy.ts rewrites the public URL, so each month is cached like a record page), how a URL
 * reads back, and which months are pages at all. Links, canonical URLs, titles and the sitemap
 * derive from it.
 */
/** Each calendar's own page: the current month, and the public URL each of its months is a query on. */
export const CALENDAR_PATHS = {
  academic: '/academiccalendar',
  events: '/eventscalendar',
} as const satisfies Record<CalendarKind, PagePath>

export const CALENDAR_MONTH_ROUTES: Record<CalendarKind, `/${string}`> = {
  academic: '/academiccalendar/month',
  events: '/eventscalendar/month',
}

/**
 * How far past the current month (or the last month with events, if later) Next leads: a
 * visitor planning ahead finds the coming year's months, even before anything is listed in them,
 * and a crawler following Next stops there.
 */
export const MONTHS_AHEAD = 12

/** The months a calendar has pages for, first and last included. */
export type MonthRange = { first: YearMonth; last: YearMonth }

const ordinal = ({ year, month }: YearMonth) => year * 12 + month - 1
const fromOrdinal = (n: number): YearMonth => ({ year: Math.floor(n / 12), month: (n % 12) + 1 })

/** Months between two (negative when `b` is earlier). */
export const monthsBetween = (a: YearMonth, b: YearMonth): number => ordinal(b) - ordinal(a)

export const addMonths = (ym: YearMonth, n: number): YearMonth => fromOrdinal(ordinal(ym) + n)

/**
 * The months a calendar has pages for: from its first month with events (or the current month,
 * if earlier) to MONTHS_AHEAD past the current month (or its last month with events, if later).
 * Bounded on both sides, so following Previous or Next never leads on for ever; every month with
 * events is inside.
 */
export function monthRange(monthsWithEvents: readonly YearMonth[], current: YearMonth): MonthRange {
  const ordinals = monthsWithEvents.map(ordinal)
  const ahead = ordinal(current) + MONTHS_AHEAD
  return {
    first: fromOrdinal(Math.min(ordinal(current), ...ordinals)),
    last: fromOrdinal(Math.max(ahead, ...ordinals)),
  }
}

export function inMonthRange(range: MonthRange, ym: YearMonth): boolean {
  return ordinal(range.first) <= ordinal(ym) && ordinal(ym) <= ordinal(range.last)
}

/** Each month (`YYYY-MM`) an event covers, from its first day's (`YYYY-MM-DD`) to its last day's. */
export function monthsCovered(date: string, endDate: string): string[] {
  const first = parseMonthParam(date.slice(0, 7))
  const last = parseMonthParam(endDate.slice(0, 7))
  if (!first || !last) return []
  return Array.from({ length: Math.max(0, monthsBetween(first, last)) + 1 }, (_, i) =>
    formatMonthParam(addMonths(first, i)),
  )
}

/** The public URL of a calendar's month page. */
export function monthPagePath(calendar: CalendarKind, ym: YearMonth): string {
  return `${CALENDAR_PATHS[calendar]}?month=${formatMonthParam(ym)}`
}

/** The public URL of the month page an event (its first day, `YYYY-MM-DD`) is shown on. */
export function eventMonthPath(calendar: CalendarKind, date: string): string {
  return `${CALENDAR_PATHS[calendar]}?month=${date.slice(0, 7)}`
}

/** The path Next serves a month page from: where proxy.ts rewrites its public URL. */
export function monthPageRoute(calendar: CalendarKind, ym: YearMonth): string {
  return `${CALENDAR_MONTH_ROUTES[calendar]}/${formatMonthParam(ym)}`
}

const CALENDARS = Object.keys(CALENDAR_MONTH_ROUTES) as CalendarKind[]

/** The month page a path on the site is served as (a month route: `/eventscalendar/month/2026-12`), or null. */
export function calendarMonthAt(pathname: string): { calendar: CalendarKind; month: YearMonth } | null {
  for (const calendar of CALENDARS) {
    const prefix = `${CALENDAR_MONTH_ROUTES[calendar]}/`
    if (!pathname.startsWith(prefix)) continue
    const month = parseMonthParam(pathname.slice(prefix.length))
    return month ? { calendar, month } : null
  }
  return null
}

/**
 * What proxy.ts does with a calendar's `?month=`: a month is rewritten onto its route; a value that
 * names no month (`?month=2026-13`, `?month=abc`, `?month=`) onto the route with a segment it
 * accepts nothing for, which answers 404. Null for any other URL (the calendar itself).
 */
export function calendarMonthRewrite(
  pathname: string,
  search: URLSearchParams,
): { action: 'rewrite'; to: string } | null {
  const calendar = CALENDARS.find((name) => CALENDAR_PATHS[name] === pathname)
  if (!calendar || !search.has('month')) return null
  const month = parseMonthParam(search.get('month'))
  return { action: 'rewrite', to: month ? monthPageRoute(calendar, month) : `${CALENDAR_MONTH_ROUTES[calendar]}/-` }
}

/** A month page's title: the calendar's, then the month ("Events Calendar – December 2026"). */
export function monthPageTitle(calendarTitle: string, ym: YearMonth): string {
  return `${calendarTitle} – ${monthLabel(ym)}`
}

/** What a month page is about, for search engines: the month and what is on it, within 160 characters. */
export function monthPageDescription(calendarTitle: string, ym: YearMonth, eventNames: readonly string[]): string {
  const label = monthLabel(ym)
  if (!eventNames.length) return `Nothing is listed on the ${calendarTitle} for ${label} yet.`
  const lead = `${label} on the ${calendarTitle}: `
  if ((lead + eventNames[0]).length > 159) return `${lead}${eventNames.length} listed.`
  const names: string[] = []
  for (const [i, name] of eventNames.entries()) {
    const rest = eventNames.length - i - 1
    const more = rest ? ` and ${rest} more.` : '.'
    const candidate = [...names, name].join(', ')
    if ((lead + candidate + more).length > 160) {
      return `${lead}${names.join(', ')} and ${eventNames.length - names.length} more.`
    }
    names.push(name)
  }
  return `${lead}${names.join(', ')}.`
}
