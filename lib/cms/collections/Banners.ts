import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { publishingChecksField } from '@/lib/cms/checks/field'
import { publishingChecks } from '@/lib/cms/checks/hook'
import { mergeHooks } from '@/lib/cms/hooks/merge-hooks'
import { DRAFT_VERSIONS } from '@/lib/cms/versions'

export const Banners: CollectionConfig = {
  slug: 'banners',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', 'clickUrl'], group: 'Home page' },
  access: draftContentAccess,
  versions: DRAFT_VERSIONS,
  defaultSort: 'order',
  hooks: mergeHooks(collectionExpiryHooks('banners'), { beforeChange: [publishingChecks({ title: 'title' })] }),
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'For editors; the image carries the message.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, admin: { description: 'Wide image, 3:1.' } },
    {
      name: 'clickUrl',
      type: 'text',
      admin: { description: 'Opens in a new tab. Leave empty for a banner that is not a link.' },
    },
    { name: 'order', type: 'number', defaultValue: 0 },
    publishingChecksField({ title: 'title' }),
  ],
}
