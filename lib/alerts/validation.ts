/**
 * Field validation of the alerts collection, as Payload's `validate` expects it: `true`, or the
 * message shown beside the field (and returned as a 400 field error by the REST API).
 */

const INTERNAL_BASE = 'https://site.invalid'

/**
 * An alert's link: a path on this site (`/academiccalendar`, `/news/closure#times`) or a full
 * http(s) address. Parsed by the WHATWG URL parser, as browsers will; empty is allowed (no link).
 */
export function validateAlertLink(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  const message =
    'Enter a path on this site starting with / (e.g. /academiccalendar) or a full address starting with https://'
  if (typeof value !== 'string' || value !== value.trim() || /\s/.test(value)) return message
  if (value.startsWith('/')) {
    // `//host` and `/\host` leave the site in a browser; the parsed URL must stay on our origin.
    if (value.startsWith('//') || value.includes('\\')) return message
    try {
      return new URL(value, INTERNAL_BASE).origin === INTERNAL_BASE ? true : message
    } catch {
      return message
    }
  }
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.includes('.') &&
      !url.username &&
      !url.password
      ? true
      : message
  } catch {
    return message
  }
}

/** The link's text, needed when there is a link: it must say where it leads. */
export function validateAlertLinkLabel(value: unknown, link: unknown): true | string {
  if (!link) return true
  return typeof value === 'string' && value.trim().length > 0
    ? true
    : 'Say where the link leads (e.g. "Revised exam timetable")'
}

/** The end must come after the start. */
export function validateAlertEnd(endsAt: unknown, startsAt: unknown): true | string {
  if (!endsAt) return 'Enter when the alert ends'
  const end = Date.parse(String(endsAt))
  if (Number.isNaN(end)) return 'Enter a valid date and time'
  const start = Date.parse(String(startsAt ?? ''))
  if (!Number.isNaN(start) && end <= start) return 'The end must be after the start'
  return true
}
