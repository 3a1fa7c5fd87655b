import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** Tags are the collection names pages are cached under, optionally `:slug`. */
export const revalidateBody = z.object({
  tags: z
    .array(z.string().regex(/^[a-z0-9-]+(:[a-zA-Z0-9._~-]+)?$/, 'A tag is a collection name, optionally followed by :slug'))
    .min(1)
    .max(50),
})

export function bearerMatches(header: string | null, secret: string): boolean {
  if (!header?.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice(7))
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
