export const CAREERS_TIME_ZONE = 'America/Jamaica'

/** Spec §9: deadlines as weekday, month, day, year, e.g. "Friday, December 18, 2026" (Jamaica time). */
export function formatDeadline(date: string | Date, timeZone = CAREERS_TIME_ZONE): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return ''
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(d)
}

/** A job is open until its closing date has passed. */
export function isJobOpen(closingDate: string | Date, now: Date = new Date()): boolean {
  const d = typeof closingDate === 'string' ? new Date(closingDate) : closingDate
  return !Number.isNaN(d.getTime()) && d.getTime() >= now.getTime()
}

/** Spec §9: the careers snippet shows at most 4 jobs. */
export const CAREERS_SNIPPET_SIZE = 4
