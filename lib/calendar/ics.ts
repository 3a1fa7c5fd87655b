import { addDays } from './month'

/** An all-day entry of an iCalendar feed (RFC 5545). Dates are `YYYY-MM-DD` keys. */
export type IcsEvent = {
  uid: string
  name: string
  date: string
  /** Last day, inclusive. */
  endDate?: string
  description?: string | null
  url?: string
  /** Last modification, for DTSTAMP. */
  updatedAt?: Date | string
  /** A timed event instead of an all-day one (a visit): its start and end instants, written in UTC. */
  at?: { start: Date | string; end: Date | string }
  location?: string | null
}

export type IcsCalendar = { name: string; description?: string; events: IcsEvent[]; now?: Date }

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped; newlines as \n; other controls dropped. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + one space), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder()
  const chunks: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = chunks.length === 0 ? 75 : 74 // continuation lines start with a space
    if (octets + size > limit) {
      chunks.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  chunks.push(current)
  return chunks.join('\r\n ')
}

const compactDate = (key: string) => key.replaceAll('-', '')

function stamp(value: Date | string | undefined, fallback: Date): string {
  const date = value ? new Date(value) : fallback
  const valid = Number.isNaN(date.getTime()) ? fallback : date
  return valid
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** Serialises a calendar as iCalendar text with CRLF line ends. */
export function serializeIcs({ name, description, events, now = new Date() }: IcsCalendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Northern Caribbean University//Website calendars//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    'X-WR-TIMEZONE:America/Jamaica',
  ]
  if (description) lines.push(`X-WR-CALDESC:${escapeIcsText(description)}`)
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(event.uid)}`,
      `DTSTAMP:${stamp(event.updatedAt, now)}`,
      ...(event.at
        ? [`DTSTART:${stamp(event.at.start, now)}`, `DTEND:${stamp(event.at.end, now)}`]
        : [
            `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
            // DTEND of an all-day event is exclusive: the day after the last day.
            `DTEND;VALUE=DATE:${compactDate(addDays(event.endDate ?? event.date, 1))}`,
          ]),
      `SUMMARY:${escapeIcsText(event.name)}`,
    )
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`)
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`)
    if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`)
    lines.push(event.at ? 'TRANSP:OPAQUE' : 'TRANSP:TRANSPARENT', 'END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}

/**
 * A calendar event's UID: the same for every instance, host and restart (calendar apps match
 * events by it, so one that changed would appear twice), named under the site's public origin.
 */
export function eventUid(calendar: string, id: number | string, publicOrigin: string): string {
  return `${calendar}-${id}@${new URL(publicOrigin).hostname}`
}
