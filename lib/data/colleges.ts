import 'server-only'
import { cachedRead } from './cached'
import { toImage, type Image } from './media'
import { getPayloadClient } from './payload'

export type CollegeSummary = { name: string; code: string; route: string; summary: string; image: Image | null }

/** The five colleges in editor order, for the home page block and the colleges index. */
export const getColleges = cachedRead(
  'colleges',
  ['colleges'],
  async (): Promise<CollegeSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'colleges', sort: 'order', limit: 20, depth: 1, select: { name: true, code: true, route: true, summary: true, image: true } })
    return docs.map((c) => ({ name: c.name, code: c.code, route: c.route, summary: c.summary, image: toImage(c.image) }))
  },
  [],
)
