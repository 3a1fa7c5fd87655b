import 'server-only'
import { includes, recordTag } from '@/lib/cache/tags'
import { goalFor } from '@/lib/giving/progress'
import { cachedRead } from './cached-read'
import { toImage, type Image } from './media'
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

/** Seeded or editor-uploaded media by file name (giving page images), in the order asked. */
export const getMediaByFilenames = cachedRead(
  'donations:media',
  includes(['media']),
  async (filenames: string[]): Promise<(Image | null)[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'media',
      ...visible(payload, 'media', { filename: { in: filenames } }),
      limit: filenames.length,
      depth: 0,
      pagination: false,
    })
    return filenames.map((f) => toImage(docs.find((d) => d.filename === f) ?? null))
  },
)
