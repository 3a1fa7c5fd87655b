/**
 * Every date the site shows, in one place (spec §9): dates as YYYY/MM/DD, deadlines as weekday,
 * month, day, year, all in the university's time zone. Event dates add the time of day (see the
 * README's departures). Keys are calendar dates written `YYYY-MM-DD`.
 */
export const UNIVERSITY_TIME_ZONE = 'America/Jamaica'

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const toDate = (instant: Date | string) => (typeof instant === 'string' ? new Date(instant) : instant)

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * One formatter per form and time zone, made once: making one loads the zone's rules, which cost a
 * phone several milliseconds each time (ten event cards made the home page's hydration 25 ms longer).
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, made)
  }
  return made
}

/** The calendar date (`YYYY-MM-DD`) of an instant in the university's time zone. */
export function dateKeyInTimeZone(instant: Date | string, timeZone = UNIVERSITY_TIME_ZONE): string {
  const parts = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    toDate(instant),
  )
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** Spec §9: dates shown as YYYY/MM/DD. Takes a `YYYY-MM-DD` key. */
export function formatDateKey(key: string): string {
  return key.replaceAll('-', '/')
}

/** Spec §9: an instant's date as YYYY/MM/DD (publication dates of stories and news), in the university's time zone. */
export function formatDate(instant: Date | string): string {
  const date = toDate(instant)
  return Number.isNaN(date.getTime()) ? '' : formatDateKey(dateKeyInTimeZone(date))
}

/** A long, spoken form of a date key: "Sunday, 1 November 2026" (the calendars' title text). */
export function longDate(key: string): string {
  const [y, m, d] = key.split('-').map(Number)
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay()
  return `${WEEKDAY_NAMES[weekday]}, ${d} ${MONTH_NAMES[m - 1]} ${y}`
}

/** Spec §9: deadlines as weekday, month, day, year, e.g. "Friday, December 18, 2026" (university time). */
export function formatDeadline(instant: Date | string, timeZone = UNIVERSITY_TIME_ZONE): string {
  const date = toDate(instant)
  if (Number.isNaN(date.getTime())) return ''
  return formatter('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(date)
}

/** A deadline given as a `YYYY-MM-DD` key (MDX notices), in the same form, with no time-zone drift. */
export function formatDeadlineKey(key: string): string {
  const [y, m, d] = key.split('-').map(Number)
  return formatDeadline(new Date(Date.UTC(y, m - 1, d, 12)), 'UTC')
}

/** An event's start: its deadline form plus the time of day, e.g. "Friday, December 18, 2026 at 6:00 PM". */
export function formatEventStart(instant: Date | string): string {
  const date = toDate(instant)
  if (Number.isNaN(date.getTime())) return ''
  return formatter('en-US', {
    timeZone: UNIVERSITY_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date)
}
