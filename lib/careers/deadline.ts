export { formatDeadline } from '@/lib/text/dates'

/** A job is open until its closing date has passed. */
export function isJobOpen(closingDate: string | Date, now: Date = new Date()): boolean {
  const d = typeof closingDate === 'string' ? new Date(closingDate) : closingDate
  return !Number.isNaN(d.getTime()) && d.getTime() >= now.getTime()
}

/** Spec §9: the careers snippet shows at most 4 jobs. */
export const CAREERS_SNIPPET_SIZE = 4
