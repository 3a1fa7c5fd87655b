import { HOME_DEFAULTS } from '../../home/content'
import { seedContext, type SeedContext } from './context'

/**
 * Images for the giving pages (the NCU Oval slideshow and the two student stories on /giving).
 * Banners, stories, articles, events, jobs, houses and campaign totals are seeded in news-and-events.ts.
 */
export const GIVING_IMAGES = [
  { key: 'oval-1', alt: 'The university oval today, seen from the pavilion', label: 'The Oval', motif: 'sport' as const },
  { key: 'oval-2', alt: 'Plan of the new running track and field', label: 'New track', motif: 'sport' as const },
  { key: 'oval-3', alt: 'Drawing of the planned spectator stands', label: 'New stands', motif: 'campus' as const },
  { key: 'giving-student-1', alt: 'A nursing student helped by the RESCUE 2020 fund', label: 'Keisha', motif: 'people' as const },
  { key: 'giving-student-2', alt: 'An engineering student helped by a donor scholarship', label: 'Andre', motif: 'people' as const },
  { key: 'feast-of-lights', alt: 'Candles lit at the Feast of Lights concert', label: 'Feast of Lights', motif: 'event' as const },
  {
    key: 'feast-of-lights-programme',
    alt: 'The Feast of Lights programme: choir, orchestra and the lighting of the candles',
    label: 'Programme',
    motif: 'book' as const,
  },
]

/** The giving images and the editable home blocks (global "Home page"), written once. */
export async function seedHome(ctx: SeedContext) {
  for (const img of GIVING_IMAGES) {
    await ctx.image({ ...img, width: 1200, height: 600 })
  }
  const current = await ctx.payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })
  if (current?.cta?.heading) return
  const d = HOME_DEFAULTS
  await ctx.payload.updateGlobal({
    slug: 'home-page',
    overrideAccess: true,
    context: seedContext,
    data: {
      _status: 'published',
      cta: d.cta,
      wholisticHeading: d.wholisticHeading,
      wholisticLife: d.wholisticLife,
      admissionsHeading: d.admissionsHeading,
      admissionsLinks: d.admissionsLinks,
      mission: d.mission,
      vision: d.vision,
      coreValues: d.coreValues.map((value) => ({ value })),
      graduatesHeading: d.graduatesHeading,
      graduateDestinations: d.graduateDestinations,
      partnersHeading: d.partnersHeading,
      partnerLinks: d.partnerLinks,
    },
  })
}
