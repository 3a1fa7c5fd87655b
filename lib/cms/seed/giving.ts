import type { SeedContext } from './context'
import { GIVING_PICTURES } from '@/lib/giving/pictures'

/** Donation campaigns (/giving, /donate, the NCU Oval redevelopment), each with its own goals. */
const CAMPAIGNS = [
  {
    name: 'NCU Oval redevelopment',
    slug: 'ncu-oval-redevelopment',
    totals: [
      { currency: 'USD', total: 12850, goal: 50000 },
      { currency: 'JMD', total: 640000, goal: 2500000 },
    ],
  },
  {
    name: 'RESCUE 2020',
    slug: 'rescue-2020',
    totals: [
      { currency: 'USD', total: 8400, goal: 15000 },
      { currency: 'JMD', total: 415000, goal: 750000 },
    ],
  },
  {
    name: 'Feast of Lights',
    slug: 'feast-of-lights',
    totals: [
      { currency: 'USD', total: 5300, goal: 10000 },
      { currency: 'JMD', total: 275000, goal: 500000 },
    ],
  },
]

/** Images for the giving pages, under the names they look for (lib/giving/pictures.ts). */
const GIVING_IMAGES = [
  {
    key: GIVING_PICTURES.oval[0],
    alt: 'The university oval today, seen from the pavilion',
    label: 'The Oval',
    motif: 'sport' as const,
  },
  {
    key: GIVING_PICTURES.oval[1],
    alt: 'Plan of the new running track and field',
    label: 'New track',
    motif: 'sport' as const,
  },
  {
    key: GIVING_PICTURES.oval[2],
    alt: 'Drawing of the planned spectator stands',
    label: 'New stands',
    motif: 'campus' as const,
  },
  {
    key: GIVING_PICTURES.students[0],
    alt: 'A nursing student helped by the RESCUE 2020 fund',
    label: 'Keisha',
    motif: 'people' as const,
  },
  {
    key: GIVING_PICTURES.students[1],
    alt: 'An engineering student helped by a donor scholarship',
    label: 'Andre',
    motif: 'people' as const,
  },
  {
    key: GIVING_PICTURES.feastOfLights[0],
    alt: 'Candles lit at the Feast of Lights concert',
    label: 'Feast of Lights',
    motif: 'event' as const,
  },
  {
    key: GIVING_PICTURES.feastOfLights[1],
    alt: 'The Feast of Lights programme: choir, orchestra and the lighting of the candles',
    label: 'Programme',
    motif: 'book' as const,
  },
]

/** The giving pages' donation campaigns, then their images. */
export async function seedGiving(ctx: SeedContext) {
  for (const campaign of CAMPAIGNS) {
    await ctx.upsert('donation-campaigns', { slug: { equals: campaign.slug } }, campaign)
  }
  for (const img of GIVING_IMAGES) {
    await ctx.image({ ...img, width: 1200, height: 600 })
  }
}
