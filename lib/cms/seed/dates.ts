/** Dates relative to the seed run, so the demo always has upcoming events and recent stories. */

const DAY = 24 * 60 * 60 * 1000

/** A date `days` from the seed run, at `hour` o'clock UTC (Jamaica is UTC-5). */
export function fromToday(days: number, hour = 15): string {
  const date = new Date(Date.now() + days * DAY)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}
