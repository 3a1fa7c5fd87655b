/** Spec §5: the directory filter is a case-insensitive match on the name (plain text, never a pattern). */
export function filterByName<T extends { name: string }>(entries: T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase()
  if (!q) return entries
  return entries.filter((e) => e.name.toLocaleLowerCase().includes(q))
}
