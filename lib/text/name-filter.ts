/**
 * Spec §5: the client-side name filters (department directory, undergraduate list, programme finder)
 * are case-insensitive matches anywhere in the name: plain text, never a pattern.
 */
export function matchesName(name: string, query: string): boolean {
  const q = query.trim().toLowerCase()
  return q === '' || name.toLowerCase().includes(q)
}

/** The entries whose name matches the query; all of them for an empty query. */
export function filterByName<T extends { name: string }>(entries: T[], query: string): T[] {
  if (!query.trim()) return entries
  return entries.filter((e) => matchesName(e.name, query))
}
