import 'server-only'
import { includes, recordTag } from '@/lib/cache/tags'
import { goalFor } from '@/lib/giving/progress'
import { cachedRead } from './cached-read'
import { toImage, type Image } from './media'
import { pictureName, pictureNamesWhere } from '@/lib/uploads/picture-name'
import { getPayloadClient } from './payload'
import { visible } from './visible'

/** A donation campaign: each currency's amount raised and goal (the campaign's own, else the spec's default). */
export type Campaign = { name: string; slug: string; totals: { currency: string; total: number; goal: number }[] }

export const getCampaign = cachedRead(
  'donations:campaign',
  includes(['donation-campaigns'], (slug: string) => [recordTag('donation-campaigns', slug)]),
  async (slug: string): Promise<Campaign | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'donation-campaigns',
      ...visible(payload, 'donation-campaigns', { slug: { equals: slug } }),
      limit: 1,
      depth: 0,
    })
    const c = docs[0]
    if (!c) return null
    return {
      name: c.name,
      slug: c.slug,
      totals: (c.totals ?? []).map((t) => ({
        currency: t.currency,
        total: t.total,
        goal: goalFor(t.currency, t.goal),
      })),
    }
  },
)

/**
 * Seeded or editor-uploaded pictures by name, whatever their format (the giving pages' images, named
 * as lib/uploads/picture-name.ts says), in the order asked; of two with one name, the latest saved.
 */
export const getPicturesByName = cachedRead(
  'donations:media',
  includes(['media']),
  async (names: string[]): Promise<(Image | null)[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'media',
      ...visible(payload, 'media', pictureNamesWhere(names)),
      depth: 0,
      pagination: false,
      sort: '-updatedAt',
    })
    return names.map((name) => toImage(docs.find((d) => d.filename && pictureName(d.filename) === name) ?? null))
  },
)
