import 'server-only'
import { createSharedRateLimiter } from '@/lib/http/shared-rate-limit'
import { handleBeacon } from './beacon-handler'
import { count } from './counting/recorder'
import { knownPages } from './known-pages'

/**
 * Beacons per client address per minute: a page view sends at most two, and a campus or a mobile
 * carrier puts many visitors behind one address, so the limit only stops a script inflating counts.
 */
export const BEACONS_PER_MINUTE = 300
const limiter = createSharedRateLimiter({ name: 'statistics', limit: BEACONS_PER_MINUTE, windowMs: 60_000 })

/** POST /api/stats (app/api/stats/route.ts): the beacon handler wired to the rate limiter, the known pages and the tally. */
export function handleStatisticsBeacon(request: Request): Promise<Response> {
  return handleBeacon(request, {
    knownPages: (recheck) => knownPages(recheck),
    hitRateLimit: (address) => limiter.hit(address),
    count,
  })
}
