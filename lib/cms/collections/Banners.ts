import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '../access'
import { collectionExpiryHooks } from '../hooks/revalidate'
import { publishingChecksField } from '../checks/field'
import { publishingChecks } from '../checks/hook'
import { mergeHooks } from '../hooks/merge-hooks'
import { DRAFT_VERSIONS } from '../versions'

export const Banners: CollectionConfig = {
  slug: 'banners',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', 'clickUrl'], group: 'Home page' },
  access: draftContentAccess,
  versions: DRAFT_VERSIONS,
  defaultSort: 'order',
  hooks: mergeHooks(collectionExpiryHooks('banners'), { beforeChange: [publishingChecks({ title: 'title' })] }),
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'For editors; the image carries the message.' } },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, admin: { description: 'Wide image, 3:1.' } },
    { name: 'clickUrl', type: 'text', admin: { description: 'Opens in a new tab. Leave empty for a banner that is not a link.' } },
    { name: 'order', type: 'number', defaultValue: 0 },
    publishingChecksField({ title: 'title' }),
  ],
}
