import 'server-only'
import { includes, withRelations } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { toImage, type Image } from './media'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'
import { visible } from './visible'

export type SportsHouse = { name: string; points: number; crest: Image | null }

/** Sports Day house points, highest first. */
export const getSportsTally = cachedRead(
  'sports-houses',
  includes(withRelations('sports-houses', 1)),
  async (): Promise<SportsHouse[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'sports-houses',
        ...visible(payload, 'sports-houses'),
        sort: stableSort('-points'),
        depth: 1,
        ...chunk,
      }),
    )
    return docs.map((h) => ({ name: h.name, points: h.points ?? 0, crest: toImage(h.crest) }))
  },
)
