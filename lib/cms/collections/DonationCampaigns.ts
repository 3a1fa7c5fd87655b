import type { CollectionConfig } from 'payload'
import { DEFAULT_OTHER_GOAL, DEFAULT_USD_GOAL } from '@/lib/giving/progress'
import { contentAccess } from '@/lib/cms/access'
import { slugField } from '@/lib/cms/fields/slug'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

export const DonationCampaigns: CollectionConfig = {
  slug: 'donation-campaigns',
  admin: { useAsTitle: 'name', group: 'Giving' },
  access: contentAccess,
  versions: HISTORY_VERSIONS,
  hooks: collectionExpiryHooks('donation-campaigns'),
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    {
      name: 'totals',
      type: 'array',
      labels: { singular: 'Total', plural: 'Amount raised per currency' },
      fields: [
        { name: 'currency', type: 'text', required: true },
        { name: 'total', type: 'number', required: true, min: 0 },
        {
          name: 'goal',
          type: 'number',
          min: 1,
          admin: {
            description: `The campaign's goal in this currency: its bar is full there. Left blank, the spec's: ${DEFAULT_USD_GOAL.toLocaleString('en-US')} in USD, ${DEFAULT_OTHER_GOAL.toLocaleString('en-US')} in any other currency.`,
          },
        },
      ],
    },
  ],
}
