/** What the browser gets of an alert: the island polls it, the banner shows it. Nothing here is server-only. */

export const ALERT_LEVELS = ['emergency', 'warning', 'information'] as const
export type AlertLevel = (typeof ALERT_LEVELS)[number]

export type PublicAlert = {
  id: string
  /** The record's last save (updatedAt): a dismissal holds for this version only, so an edit shows the alert again. */
  version: string
  level: AlertLevel
  headline: string
  text: string
  link: { href: string; label: string } | null
  startsAt: string
  endsAt: string
}

/** Where open pages ask for the current alert (app/api/current-alert). */
export const ALERT_ENDPOINT = '/api/current-alert'

/** How often an open, visible page asks: a new alert shows within this, an ended one leaves at its end time. */
export const ALERT_POLL_MS = 30_000

/** Whether two answers show the same thing (same alert, same version). */
export function sameAlert(a: PublicAlert | null, b: PublicAlert | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.version === b.version)
}
