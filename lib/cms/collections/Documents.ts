import { uploadsDir } from '@/lib/cms/uploads-dir'
import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'

/** Downloadable files (forms, handbooks, bulletins, calendars) that editors replace. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { group: 'Media', useAsTitle: 'title', defaultColumns: ['title', 'key', 'filename'] },
  access: contentAccess,
  hooks: collectionExpiryHooks('documents'),
  // The documents of one category, by key (bulletins, forms).
  indexes: [{ fields: ['category', 'key'] }],
  upload: {
    staticDir: uploadsDir('documents'),
    mimeTypes: ['application/pdf'],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'A stable name pages use to find this file, e.g. "tuition-fees-2024-2025".' },
    },
    {
      name: 'category',
      type: 'select',
      options: ['form', 'handbook', 'bulletin', 'calendar', 'policy', 'brochure', 'other'].map((v) => ({
        label: v,
        value: v,
      })),
    },
  ],
}
