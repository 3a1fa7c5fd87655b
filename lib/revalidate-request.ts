import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { isCacheTag } from '@/lib/cache/tags'

/** Tags are those reads are cached under (lib/cache/tags.ts): a collection or global slug, or `<collection>:<key>` for one record. */
export const revalidateBody = z.object({
  tags: z
    .array(z.string().refine(isCacheTag, 'A tag is a shown collection or global (e.g. programmes, site-settings), or <collection>:<key> for one record'))
    .min(1)
    .max(50),
})

export function bearerMatches(header: string | null, secret: string): boolean {
  if (!header?.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice(7))
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
