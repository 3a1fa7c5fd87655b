/** The day a count belongs to (UTC, `YYYY-MM-DD`): the finest time the statistics keep. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** The last `n` days to `now`, oldest first. */
export function lastDays(n: number, now: Date): string[] {
  const days: string[] = []
  for (let i = n - 1; i >= 0; i--) days.push(dayOf(new Date(now.getTime() - i * 86_400_000)))
  return days
}
