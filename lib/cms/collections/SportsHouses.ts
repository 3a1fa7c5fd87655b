import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

export const SportsHouses: CollectionConfig = {
  slug: 'sports-houses',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'points'], group: 'Home page' },
  access: contentAccess,
  versions: HISTORY_VERSIONS,
  defaultSort: '-points',
  hooks: collectionExpiryHooks('sports-houses'),
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'points', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'crest', type: 'upload', relationTo: 'media', required: true },
  ],
}
