import type { CollectionConfig } from 'payload'
import { validateLinkUrl } from '@/lib/cms/link-field'
import { contentAccess } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

/**
 * Editors' answers for chosen queries: when a visitor's search is one of `queries` (letter case,
 * accents and spacing aside), these links are shown first on /keywordsearch, marked as recommended.
 */
export const PromotedResults: CollectionConfig = {
  slug: 'promoted-results',
  labels: { singular: 'Promoted result', plural: 'Promoted results' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'queries'],
    group: 'Calendars and directory',
    description: 'Links shown first, marked "Recommended", when a visitor searches for one of the queries.',
  },
  access: contentAccess,
  versions: HISTORY_VERSIONS,
  hooks: collectionExpiryHooks('promoted-results'),
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'For editors only, e.g. "Fees season".' } },
    {
      name: 'queries',
      type: 'text',
      hasMany: true,
      required: true,
      admin: {
        description: 'Searches that show these links, e.g. "fees", "tuition". Letter case and accents do not matter.',
      },
    },
    {
      name: 'links',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        {
          name: 'url',
          type: 'text',
          required: true,
          admin: { description: 'A path on this site (/tuitionfees) or a full https:// address.' },
          validate: validateLinkUrl,
        },
        { name: 'description', type: 'textarea', maxLength: 300 },
      ],
    },
  ],
}
