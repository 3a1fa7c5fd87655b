import type { CollectionConfig } from 'payload'
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
      name: 'goalText',
      type: 'text',
      admin: {
        description:
          'Shown beside the bars, e.g. 20,000 USD. The bars keep a fixed scale: full at 20,000 USD, or 1,000,000 in any other currency.',
      },
    },
    {
      name: 'totals',
      type: 'array',
      labels: { singular: 'Total', plural: 'Amount raised per currency' },
      fields: [
        { name: 'currency', type: 'text', required: true },
        { name: 'total', type: 'number', required: true, min: 0 },
      ],
    },
  ],
}
