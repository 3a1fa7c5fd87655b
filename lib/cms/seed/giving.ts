import type { SeedContext } from './context'

/** Donation campaigns (/giving, /donate, the NCU Oval redevelopment). */
const CAMPAIGNS = [
  {
    name: 'NCU Oval redevelopment',
    slug: 'ncu-oval-redevelopment',
    goalText: '20,000 USD',
    totals: [
      { currency: 'USD', total: 12850 },
      { currency: 'JMD', total: 640000 },
    ],
  },
  {
    name: 'RESCUE 2020',
    slug: 'rescue-2020',
    goalText: '20,000 USD',
    totals: [
      { currency: 'USD', total: 8400 },
      { currency: 'JMD', total: 415000 },
    ],
  },
  {
    name: 'Feast of Lights',
    slug: 'feast-of-lights',
    goalText: '20,000 USD',
    totals: [
      { currency: 'USD', total: 5300 },
      { currency: 'JMD', total: 275000 },
    ],
  },
]

/** Banners, feature stories, news and sports articles, upcoming events, jobs, sports houses and donation totals. */

export async function seedDonationCampaigns(ctx: SeedContext) {
  for (const campaign of CAMPAIGNS) {
    await ctx.upsert('donation-campaigns', { slug: { equals: campaign.slug } }, campaign)
  }
}
