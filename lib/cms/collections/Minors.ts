import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access'
import { collectionExpiryHooks } from '../hooks/revalidate'

export const Minors: CollectionConfig = {
  slug: 'minors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'department'], group: 'Academics' },
  access: contentAccess,
  defaultSort: 'name',
  hooks: collectionExpiryHooks('minors'),
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'department', type: 'relationship', relationTo: 'departments', required: true },
  ],
}
