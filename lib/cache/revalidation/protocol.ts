import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { isCacheTag } from '@/lib/cache/tags'

/**
 * POST /api/revalidate: `Authorization: Bearer $REVALIDATE_SECRET` and `{ "tags": [...] }`, the
 * tags reads are cached under (lib/cache/tags.ts). app/api/revalidate/route.ts checks requests
 * against this; client.ts, the server's own client, sends them.
 */

/** The most tags one request may carry; the client sends more in batches of this size. */
export const MAX_TAGS_PER_REQUEST = 50

/** A collection or global slug, or `<collection>:<key>` for one record. */
export const revalidateBody = z.object({
  tags: z
    .array(
      z
        .string()
        .refine(
          isCacheTag,
          'A tag is a shown collection or global (e.g. programmes, site-settings), or <collection>:<key> for one record',
        ),
    )
    .min(1)
    .max(MAX_TAGS_PER_REQUEST),
})

export function bearerMatches(header: string | null, secret: string): boolean {
  if (!header?.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice(7))
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
