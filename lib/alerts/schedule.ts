import { ALERT_LEVELS, type PublicAlert } from './public-alert'

/** Alerts that are on now: started (start inclusive) and not yet ended (end exclusive). */
export function isActive(alert: Pick<PublicAlert, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const t = now.getTime()
  return Date.parse(alert.startsAt) <= t && t < Date.parse(alert.endsAt)
}

/**
 * The one alert to show now, of those on: the most urgent level, then the latest to start (the
 * newest news), then the latest saved. One at a time keeps the top of the page short on a phone.
 */
export function activeAlert<T extends PublicAlert>(alerts: readonly T[], now: Date): T | null {
  const rank = (a: T) => ALERT_LEVELS.indexOf(a.level)
  const on = alerts.filter((a) => isActive(a, now))
  on.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      Date.parse(b.startsAt) - Date.parse(a.startsAt) ||
      Date.parse(b.version) - Date.parse(a.version),
  )
  return on[0] ?? null
}

/** The first moment after `now` at which what shows may change: the next start or end of any alert, or null. */
export function nextBoundary(alerts: readonly Pick<PublicAlert, 'startsAt' | 'endsAt'>[], now: Date): Date | null {
  const t = now.getTime()
  let next = Infinity
  for (const alert of alerts) {
    for (const at of [Date.parse(alert.startsAt), Date.parse(alert.endsAt)]) if (at > t && at < next) next = at
  }
  return next === Infinity ? null : new Date(next)
}

/** Whole seconds from `now` until `boundary`, at least 1 (a cache lifetime of 0 would mean "never cache"). */
export function secondsUntil(boundary: Date, now: Date): number {
  return Math.max(1, Math.ceil((boundary.getTime() - now.getTime()) / 1000))
}
