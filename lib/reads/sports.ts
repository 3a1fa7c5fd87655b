import 'server-only'
import { cachedRead } from './cached-read'
import { toImage, type Image } from './media'
import { getPayloadClient } from './payload'

export type SportsHouse = { name: string; points: number; crest: Image | null }

/** Sports Day house points, highest first. */
export const getSportsTally = cachedRead(
  'sports-houses',
  ['sports-houses'],
  async (): Promise<SportsHouse[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'sports-houses', sort: '-points', limit: 20, depth: 1, pagination: false })
    return docs.map((h) => ({ name: h.name, points: h.points ?? 0, crest: toImage(h.crest) }))
  },
)
