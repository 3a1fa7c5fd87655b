import 'server-only'
import { activeAlert, nextBoundary, secondsUntil } from '@/lib/alerts/schedule'
import { expireAlertsAt } from '@/lib/alerts/boundary-timer'
import type { PublicAlert } from '@/lib/alerts/public-alert'
import { limitRenderLifetime } from '@/lib/cache/render-lifetime'
import { includes } from '@/lib/cache/tags'
import { cachedRead, SAFETY_REVALIDATE_SECONDS } from './cached-read'
import { getPayloadClient } from './payload'

/** At most this many alerts on or scheduled at once are considered; more would be an editing mistake. */
const MAX_ALERTS = 50

/**
 * Every alert not yet ended when read (on or scheduled), soonest start first. Cached under the
 * alerts tag like every read; which one is on is decided at render time from this list.
 */
export const getAlertSchedule = cachedRead('alerts', includes(['alerts']), async (): Promise<PublicAlert[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'alerts',
    where: { endsAt: { greater_than: new Date().toISOString() } },
    sort: 'startsAt',
    limit: MAX_ALERTS,
    depth: 0,
    pagination: false,
  })
  return docs.map((doc) => ({
    id: String(doc.id),
    version: doc.updatedAt,
    level: doc.level,
    headline: doc.headline,
    text: doc.text,
    link: doc.linkUrl ? { href: doc.linkUrl, label: doc.linkLabel || doc.linkUrl } : null,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
  }))
})

/**
 * The alert on now, or null. The page (or route) being rendered is cached no longer than the next
 * start or end of any alert, and this process expires the alerts tag at that moment, so the
 * cached page neither shows an ended alert nor misses a started one.
 */
export async function getCurrentAlert(now = new Date()): Promise<PublicAlert | null> {
  const schedule = await getAlertSchedule()
  const boundary = nextBoundary(schedule, now)
  if (boundary) {
    const seconds = secondsUntil(boundary, now)
    if (seconds < SAFETY_REVALIDATE_SECONDS) await limitRenderLifetime(seconds)
    expireAlertsAt(boundary)
  }
  return activeAlert(schedule, now)
}
