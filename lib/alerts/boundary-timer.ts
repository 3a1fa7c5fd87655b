import 'server-only'
import { requestTagExpiry } from '@/lib/cache/revalidation/client'
import { sourceTag } from '@/lib/cache/tags'
import { config } from '@/lib/config/site.mjs'

/** setTimeout's longest delay (about 24.8 days); a later boundary is armed again by a later read. */
const MAX_DELAY_MS = 2 ** 31 - 1
/** Past the boundary by this much, so a render that read the clock just before it is already older than the expiry. */
const MARGIN_MS = 250

let armed: { at: number; timer: ReturnType<typeof setTimeout> } | null = null

/**
 * Expires the alerts tag at `boundary` (an alert's start or end), so the next request after it
 * renders every page afresh (blocking, as after a save) instead of serving the cached page once
 * more while it regenerates. Each server process keeps one timer, for the earliest boundary it
 * has seen; every read of the current alert (each page render and each poll of an open page)
 * arms it, so every instance that serves visitors holds one. With several instances each expires
 * the shared tag; the repeat costs a render, not a wrong page. Should no process hold a timer
 * (all restarted since), the pages' lifetime, cut at the same boundary, still ends them.
 */
export function expireAlertsAt(boundary: Date) {
  if (config.building || config.test) return
  const at = boundary.getTime()
  if (armed && armed.at <= at && armed.at > Date.now() - MARGIN_MS) return
  if (armed) clearTimeout(armed.timer)
  const delay = at - Date.now() + MARGIN_MS
  if (delay > MAX_DELAY_MS) {
    armed = null
    return
  }
  const timer = setTimeout(
    () => {
      armed = null
      void requestTagExpiry([sourceTag('alerts')], "at an alert's start or end")
    },
    Math.max(0, delay),
  )
  timer.unref?.()
  armed = { at, timer }
}
