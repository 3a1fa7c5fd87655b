import type { SeedContext } from './context'
import { fromToday } from './dates'

/**
 * The spec's weather notice ("all classes are virtual"), as a site alert that has already ended:
 * an example for editors to copy (change the times to put it on), with nothing showing on the demo site.
 */
const WEATHER_NOTICE = {
  level: 'warning',
  headline: 'Weather notice: all classes are virtual',
  text: 'Because of severe weather the Mandeville campus is closed and all classes are virtual today. Join your classes through the learning platform.',
  linkUrl: '/onlineeducation',
  linkLabel: 'Online learning help',
  startsAt: fromToday(-40, 10),
  endsAt: fromToday(-39, 22),
}

export async function seedAlerts(ctx: SeedContext) {
  await ctx.upsert('alerts', { headline: { equals: WEATHER_NOTICE.headline } }, WEATHER_NOTICE)
}
