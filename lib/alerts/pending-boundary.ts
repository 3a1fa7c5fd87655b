/**
 * The alert boundary (a start or an end) this server process will expire the alerts tag at, shared
 * between the timer that arms it (lib/alerts/boundary-timer.ts, in the app's bundle) and the proxy
 * (its own bundle, same process: hence a global, not module state). A page request that arrives
 * after the boundary but before the timer's expiry has been answered waits for that expiry, so it
 * is rendered afresh instead of being served the cached page of before the boundary: on a loaded
 * machine the timer and its request can run late by more than a visitor takes to arrive.
 *
 * No imports: the proxy loads this on every page request.
 */
export type PendingBoundary = {
  /** Epoch ms from which the cached pages are out of date. */
  at: number
  /** Expires the alerts tag once (later calls return the same promise). */
  expire: () => Promise<void>
}

const KEY = Symbol.for('university-site.pending-alert-boundary')
type Holder = { [KEY]?: PendingBoundary | null }

export function setPendingBoundary(boundary: PendingBoundary | null) {
  ;(globalThis as Holder)[KEY] = boundary
}

export function pendingBoundary(): PendingBoundary | null {
  return (globalThis as Holder)[KEY] ?? null
}

/** The longest a request waits for the expiry; past it, the page is served as the cache holds it. */
export const SETTLE_TIMEOUT_MS = 3_000

/** Waits for the expiry of a boundary already passed at `now` (at most SETTLE_TIMEOUT_MS); returns at once otherwise. */
export async function settlePassedBoundary(now = Date.now()): Promise<void> {
  const boundary = pendingBoundary()
  if (!boundary || boundary.at > now) return
  let timeout: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    boundary.expire(),
    new Promise<void>((resolve) => (timeout = setTimeout(resolve, SETTLE_TIMEOUT_MS))),
  ]).finally(() => clearTimeout(timeout))
}
