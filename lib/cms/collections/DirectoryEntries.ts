import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

export const DirectoryEntries: CollectionConfig = {
  slug: 'directory-entries',
  labels: { singular: 'Directory entry', plural: 'Department directory' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'extension', 'email'], group: 'Calendars and directory' },
  access: contentAccess,
  versions: HISTORY_VERSIONS,
  defaultSort: 'name',
  hooks: collectionExpiryHooks('directory-entries'),
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'matters', type: 'textarea', admin: { description: 'What to contact this office about.' } },
    { name: 'extension', type: 'text', required: true },
    { name: 'email', type: 'email' },
  ],
}
