import { HOME_DEFAULTS } from '@/lib/home/content'
import { seedContext, type SeedContext } from './context'

/** The editable home blocks (global "Home page"), written once. */
export async function seedHome(ctx: SeedContext) {
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
