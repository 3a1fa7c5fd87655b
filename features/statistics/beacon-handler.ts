import { clientAddress } from '@/lib/http/client-address'
import type { RateLimitResult } from '@/lib/http/rate-limit'
import { isSameOriginRequest } from '@/lib/http/same-origin'
import { readLimited } from '@/features/request-information/pipeline/read-json-body'
import { beaconErrors, beaconSchema } from './beacon-schema'
import { countersOf, type Counter } from './counting/counts'
import { dayOf } from './day'
import { knownPage } from './templates'

/** A beacon's body is a few hundred bytes; anything past this is not one. */
export const MAX_BEACON_BYTES = 2_048

export type BeaconDeps = {
  /** The site's pages and their templates (known-pages.ts); `recheck` after a miss reads a set that is not fresh again. */
  knownPages: (recheck?: boolean) => Promise<ReadonlyMap<string, string>>
  hitRateLimit: (address: string) => Promise<RateLimitResult>
  count: (counters: readonly Counter[]) => void
  now?: () => Date
}

const answer = (status: number, body?: object, headers?: Record<string, string>) =>
  body
    ? Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
    : new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** Whether the visitor asked not to be tracked: `DNT: 1` or Global Privacy Control (`Sec-GPC: 1`). */
export function optedOut(headers: Headers): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1'
}

/**
 * POST /api/stats, the page beacon: a visitor who sent `DNT: 1` or `Sec-GPC: 1` is not counted
 * (204, nothing read); a beacon from another site's page 403; too large 413; not JSON or not a
 * beacon 400 with field errors; past the address's rate limit 429. A well-formed beacon of an
 * address the site does not know (its not-found page, a page deleted since) is answered 204 and
 * counted nowhere, so made-up paths add no rows (a 4xx there would be an error in the console of
 * every not-found page). Otherwise its counters go to the tally and it answers 204. Nothing about
 * the sender is kept: the address only passes through the rate limit.
 */
export async function handleBeacon(request: Request, deps: BeaconDeps): Promise<Response> {
  if (optedOut(request.headers)) return answer(204)
  if (!isSameOriginRequest(request.headers))
    return answer(403, { error: 'Statistics are counted from this site’s own pages only' })
  // sendBeacon sends a string as text/plain; JSON is accepted too.
  const type = (request.headers.get('content-type') ?? '').trim()
  if (!/^(text\/plain|application\/json)(\s*;|$)/i.test(type))
    return answer(415, { error: 'Send the beacon as text/plain or application/json' })
  const text = await readLimited(request, MAX_BEACON_BYTES)
  if (text === null) return answer(413, { error: `A beacon is at most ${MAX_BEACON_BYTES} bytes` })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return answer(400, { error: 'The beacon is not JSON' })
  }
  const parsed = beaconSchema.safeParse(body)
  if (!parsed.success) return answer(400, { error: 'Not a beacon', errors: beaconErrors(parsed.error) })

  const limit = await deps.hitRateLimit(clientAddress(request.headers))
  if (!limit.allowed)
    return answer(429, { error: 'Too many beacons' }, { 'Retry-After': String(limit.retryAfterSeconds) })

  const page =
    knownPage(parsed.data.path, await deps.knownPages()) ?? knownPage(parsed.data.path, await deps.knownPages(true))
  if (!page) return answer(204)
  deps.count(countersOf(parsed.data, page, dayOf(deps.now?.() ?? new Date())))
  return answer(204)
}
