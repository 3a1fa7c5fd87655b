import 'server-only'
import { requestTagExpiry } from '@/lib/cache/revalidation/client'
import { sourceTag } from '@/lib/cache/tags'
import { config } from '@/lib/config/site.mjs'
import { pendingBoundary, setPendingBoundary, type PendingBoundary } from './pending-boundary'

/** setTimeout's longest delay (about 24.8 days); a later boundary is armed again by a later read. */
const MAX_DELAY_MS = 2 ** 31 - 1
/** Past the boundary by this much, so a render that read the clock just before it is already older than the expiry. */
const MARGIN_MS = 250

let timer: ReturnType<typeof setTimeout> | null = null

/**
 * Expires the alerts tag at `boundary` (an alert's start or end), so the next request after it
 * renders every page afresh (blocking, as after a save) instead of serving the cached page once
 * more while it regenerates. Each server process keeps one timer, for the earliest boundary it
 * has seen; every read of the current alert (each page render and each poll of an open page)
 * arms it, so every instance that serves visitors holds one. A page request that arrives between
 * the boundary and the timer's expiry waits for it in the proxy (lib/alerts/pending-boundary.ts).
 * With several instances each expires the shared tag; the repeat costs a render, not a wrong page.
 * Should no process hold a timer (all restarted since), the pages' lifetime, cut at the same
 * boundary, still ends them.
 */
export function expireAlertsAt(boundary: Date) {
  if (config.building || config.test) return
  const at = boundary.getTime() + MARGIN_MS
  const armed = pendingBoundary()
  // An earlier boundary, passed or not, is still to be expired; the read after that arms this one.
  if (armed && armed.at <= at) return
  if (timer) clearTimeout(timer)
  timer = null
  const delay = at - Date.now()
  if (delay > MAX_DELAY_MS) {
    setPendingBoundary(null)
    return
  }
  let expiry: Promise<void> | null = null
  const expire = () => {
    if (!expiry) {
      if (timer) clearTimeout(timer)
      timer = null
      // Requests keep waiting on it until the tag is expired, then the next read arms the next boundary.
      expiry = requestTagExpiry([sourceTag('alerts')], "at an alert's start or end").finally(() => {
        if (pendingBoundary() === pending) setPendingBoundary(null)
      })
    }
    return expiry
  }
  const pending: PendingBoundary = { at, expire }
  setPendingBoundary(pending)
  timer = setTimeout(() => void expire(), Math.max(0, delay))
  timer.unref?.()
}
