import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

export const OfficeHours: CollectionConfig = {
  slug: 'office-hours',
  labels: { singular: 'Office hours row', plural: 'Office hours' },
  admin: {
    useAsTitle: 'department',
    defaultColumns: ['department', 'extension', 'hours'],
    group: 'Calendars and directory',
  },
  access: contentAccess,
  versions: HISTORY_VERSIONS,
  defaultSort: 'department',
  hooks: collectionExpiryHooks('office-hours'),
  fields: [
    { name: 'department', type: 'text', required: true },
    { name: 'extension', type: 'text' },
    { name: 'hours', type: 'text', required: true },
  ],
}
