import * as z from 'zod'

/** The longest page address a beacon may name (with its query string). */
export const MAX_PATH_LENGTH = 300

const path = z
  .string()
  .max(MAX_PATH_LENGTH)
  .regex(/^\/[^\s\\]*$/, 'a path on this site, starting with /')
const host = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+$/i, 'a host name only')

/**
 * What the page's beacon (beacon/send.ts) sends to POST /api/stats, and all it may send: the page's
 * address, then either a view (with the host of the site that referred the visit, when it was
 * another one) or the page's Core Web Vitals as measured by the `web-vitals` library. No
 * identifier of the visitor, the browser or the visit.
 */
export const beaconSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('view'), path, referrer: host.optional() }),
  z
    .strictObject({
      kind: z.literal('vitals'),
      path,
      lcp: z.number().min(0).max(120_000).optional(),
      inp: z.number().min(0).max(60_000).optional(),
      cls: z.number().min(0).max(100).optional(),
    })
    .refine((v) => v.lcp !== undefined || v.inp !== undefined || v.cls !== undefined, 'at least one measurement'),
])

export type Beacon = z.infer<typeof beaconSchema>

/** A refused beacon's field errors, by field (`path`, `lcp`…), for the 400's body. */
export function beaconErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message
  return errors
}
