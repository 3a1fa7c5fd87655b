import { slugify } from '@/lib/text/slug'

/** At most this many programmes side by side: a fifth column would not fit a page, or a mind. */
export const MAX_COMPARED = 4

/** Where the browser keeps the shortlist (no account, nothing sent to the server until compared). */
export const SHORTLIST_KEY = 'programme-shortlist'

/** The shortlist a value names (`a,b,c` from `?programmes=` or localStorage): slugs, each once, at most MAX_COMPARED. */
export function parseShortlist(raw: string | string[] | null | undefined): string[] {
  const text = (Array.isArray(raw) ? raw.join(',') : raw) ?? ''
  const slugs = text
    .split(',')
    .map((s) => slugify(s))
    .filter(Boolean)
  return [...new Set(slugs)].slice(0, MAX_COMPARED)
}

/** The list with the programme added (at the end) or, when it is there, removed; a full list takes no more. */
export function toggleShortlist(list: string[], slug: string): string[] {
  if (list.includes(slug)) return list.filter((s) => s !== slug)
  return list.length >= MAX_COMPARED ? list : [...list, slug]
}

/** The shareable address of a comparison. */
export const compareHref = (list: string[]) => (list.length ? `/compare?programmes=${list.join(',')}` : '/compare')
