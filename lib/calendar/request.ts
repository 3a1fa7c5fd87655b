import { z } from 'zod'
import { CALENDAR_KINDS, type CalendarKind } from './month'

/** Query of GET /api/calendar/{academic|events}?year=2026&month=11. */
export const monthQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2200),
  month: z.coerce.number().int().min(1).max(12),
})

export type MonthQuery = z.infer<typeof monthQuerySchema>

/** `academic`, `events`, `academic.ics` or `events.ics` → the calendar and the format; anything else null. */
export function parseCalendarSegment(segment: string): { calendar: CalendarKind; format: 'json' | 'ics' } | null {
  const match = /^(academic|events)(\.ics)?$/.exec(segment)
  if (!match || !CALENDAR_KINDS.includes(match[1] as CalendarKind)) return null
  return { calendar: match[1] as CalendarKind, format: match[2] ? 'ics' : 'json' }
}

export const CALENDAR_TITLES: Record<CalendarKind, string> = {
  academic: 'Academic calendar',
  events: 'Events calendar',
}
