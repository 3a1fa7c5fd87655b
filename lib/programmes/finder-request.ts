/** What GET /api/programme-finder accepts: the finder's filters and a page, each given once (zod). */
import { z } from 'zod'
import { parsePageNumber } from '@/lib/pages/archives'
import { EMPTY_QUERY, FINDER_KEYS, FINDER_KINDS, FINDER_VALUE_MAX, type FinderQuery } from './finder'

const text = z
  .string({ error: 'Give it once, as text' })
  .max(FINDER_VALUE_MAX, `At most ${FINDER_VALUE_MAX} characters`)
  .optional()

const schema = z.object({
  q: text,
  kind: z
    .union([z.literal(''), z.enum(FINDER_KINDS as [string, ...string[]])], {
      error: `One of ${FINDER_KINDS.join(', ')}, or nothing for every kind`,
    })
    .optional(),
  level: text,
  college: text,
  campus: text,
  modality: text,
  page: z
    .string({ error: 'Give it once, as a number' })
    .refine((v) => parsePageNumber(v) !== null, 'A page number: 1, 2, 3…')
    .transform(Number)
    .optional(),
})

export type FinderRequest =
  { success: true; query: FinderQuery; page: number } | { success: false; errors: Record<string, string> }

/** The request's filters and page, or the first problem of each field (for a 400); other parameters are ignored. */
export function parseFinderRequest(params: URLSearchParams): FinderRequest {
  const given = Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key)
      return [key, values.length > 1 ? values : values[0]]
    }),
  )
  const parsed = schema.safeParse(given)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '_query')
      errors[key] ??= issue.message
    }
    return { success: false, errors }
  }
  const query = { ...EMPTY_QUERY }
  for (const key of FINDER_KEYS) query[key] = parsed.data[key] ?? ''
  return { success: true, query, page: parsed.data.page ?? 1 }
}
