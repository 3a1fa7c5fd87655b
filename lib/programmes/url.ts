import type { Programme } from '@/lib/cms/payload-types'

/** Public URL of a programme's detail page (spec §2); extension and certificate programmes have none. */
export function programmeUrl(kind: Programme['kind'], slug: string): string | null {
  if (kind === 'undergraduate') return `/undergrad?degree=${encodeURIComponent(slug)}`
  if (kind === 'graduate') return `/grad/${encodeURIComponent(slug)}`
  return null
}
