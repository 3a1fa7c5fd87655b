import 'server-only'
import { unstable_cache } from 'next/cache'

/**
 * Shortens how long the page (or route) being rendered is cached to at most `seconds`. Pages use
 * route-level incremental regeneration, whose lifetime is the shortest `revalidate` of the
 * segment config and of the cached reads made while rendering (Next lowers the render's lifetime
 * to each read's `revalidate` option, whether the entry was cached or not); a lifetime known only
 * from data (an alert's end) can only be declared through such a read. Outside a static render (a
 * dynamic request) it changes nothing.
 */
export async function limitRenderLifetime(seconds: number) {
  await unstable_cache(async () => true, ['render-lifetime'], { revalidate: Math.max(1, Math.ceil(seconds)) })()
}
