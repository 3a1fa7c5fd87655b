import type { SeedContext } from './context'

/** An example promoted result for /keywordsearch: what editors pin for the questions asked most at enrolment. */
export const PROMOTED_RESULTS = [
  {
    name: 'Fees at enrolment',
    queries: ['fees', 'tuition fees', 'how much'],
    links: [
      {
        title: 'Tuition and Fees',
        url: '/tuitionfees',
        description: 'Application and registration fees, refunds, discounts and the 2024-2025 schedule.',
      },
      {
        title: 'Financial Aid',
        url: '/financialaid',
        description: 'Scholarships, grants, loans and work opportunities.',
      },
    ],
  },
]

export async function seedPromotedResults(ctx: SeedContext) {
  for (const promotion of PROMOTED_RESULTS) {
    await ctx.upsert('promoted-results', { name: { equals: promotion.name } }, promotion)
  }
}
