import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access'
import { revalidateCollection } from '../hooks/revalidate'

export const SportsHouses: CollectionConfig = {
  slug: 'sports-houses',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'points'], group: 'Home page' },
  access: contentAccess,
  defaultSort: '-points',
  hooks: revalidateCollection('sports-houses'),
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'points', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'crest', type: 'upload', relationTo: 'media', required: true },
  ],
}
