import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

export const Minors: CollectionConfig = {
  slug: 'minors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'department'], group: 'Academics' },
  access: contentAccess,
  versions: HISTORY_VERSIONS,
  defaultSort: 'name',
  hooks: collectionExpiryHooks('minors'),
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'department', type: 'relationship', relationTo: 'departments', required: true },
  ],
}
