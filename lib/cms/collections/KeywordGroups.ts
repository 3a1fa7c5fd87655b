import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

/** Curated keyword search: a keyword and the pages it leads to. */
export const KeywordGroups: CollectionConfig = {
  slug: 'keyword-groups',
  admin: { useAsTitle: 'keyword', group: 'Calendars and directory' },
  access: contentAccess,
  versions: HISTORY_VERSIONS,
  defaultSort: 'keyword',
  hooks: collectionExpiryHooks('keyword-groups'),
  fields: [
    { name: 'keyword', type: 'text', required: true, unique: true, index: true },
    {
      name: 'results',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'pageName', type: 'text', required: true },
        { name: 'pageLink', type: 'text', required: true },
      ],
    },
  ],
}
