/** Public URL of a programme's detail page (spec §2); certificate and extension programmes have none. */
export function programmeUrl(kind: string, slug: string): string | null {
  if (kind === 'undergraduate') return `/undergrad?degree=${encodeURIComponent(slug)}`
  if (kind === 'graduate') return `/grad/${encodeURIComponent(slug)}`
  return null
}
