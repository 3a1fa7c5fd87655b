import type { SeedContext } from './context'

/** Demo search and share overrides of two static pages (Page search and sharing). */
export async function seedPageSeo(ctx: SeedContext) {
  await ctx.upsert(
    'page-seo',
    { path: { equals: '/tuitionfees' } },
    {
      path: '/tuitionfees',
      meta: {
        title: 'Tuition and Fees 2024-2025',
        description:
          'What a year at the university costs: application and registration fees, tuition per credit, refunds, discounts and when to pay.',
      },
    },
  )
  const picture = await ctx.image({
    key: 'share-giving',
    alt: 'Students walking across the campus lawn',
    label: 'Give',
    motif: 'campus',
    width: 1200,
    height: 630,
  })
  await ctx.upsert(
    'page-seo',
    { path: { equals: '/giving' } },
    {
      path: '/giving',
      meta: {
        description: 'Scholarships, buildings and ministries your gift makes possible, and the ways to give.',
        image: picture,
      },
    },
  )
}
