import type { SeedContext } from './context'

/** The home page banner slides. */
const BANNERS = [
  { title: 'Apply now for the coming semester', label: 'Apply Now', clickUrl: 'https://apply.example.edu' },
  { title: 'Find your programme', label: 'Find your programme', clickUrl: '/searchdegree' },
  { title: 'Welcome to campus', label: 'Welcome home', clickUrl: '' },
  { title: 'Give to the NCU Oval redevelopment', label: 'Build the Oval', clickUrl: '/ncu-oval-redevelopment' },
]

export async function seedBanners(ctx: SeedContext) {
  for (const [i, banner] of BANNERS.entries()) {
    const image = await ctx.image({
      key: `banner-${i + 1}`,
      alt: banner.title,
      label: banner.label,
      motif: 'campus',
      width: 1500,
      height: 500,
    })
    await ctx.upsert(
      'banners',
      { title: { equals: banner.title } },
      { title: banner.title, image, clickUrl: banner.clickUrl, order: i },
    )
  }
}
