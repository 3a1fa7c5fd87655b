/** The earliest of some times (ms), or null for none. */
export const earliest = (...times: (number | null | undefined)[]): number | null => {
  const known = times.filter((t): t is number => typeof t === 'number' && Number.isFinite(t))
  return known.length ? Math.min(...known) : null
}
