import 'server-only'
import { includes, withRelations } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { toImage, type Image } from './media'
import { getPayloadClient } from './payload'
import { visible } from './visible'

export type SportsHouse = { name: string; points: number; crest: Image | null }

/** Sports Day house points, highest first. */
export const getSportsTally = cachedRead('sports-houses', includes(withRelations('sports-houses', 1)), async (): Promise<SportsHouse[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'sports-houses',
    ...visible(payload, 'sports-houses'),
    sort: '-points',
    limit: 20,
    depth: 1,
    pagination: false,
  })
  return docs.map((h) => ({ name: h.name, points: h.points ?? 0, crest: toImage(h.crest) }))
})
