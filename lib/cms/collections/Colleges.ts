import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '../access'
import { collectionExpiryHooks } from '../hooks/revalidate'
import { DRAFT_VERSIONS } from '../versions'

export const Colleges: CollectionConfig = {
  slug: 'colleges',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'route'], group: 'Academics' },
  access: draftContentAccess,
  versions: DRAFT_VERSIONS,
  defaultSort: 'order',
  hooks: collectionExpiryHooks('colleges'),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'code', type: 'text', required: true, unique: true, admin: { description: 'Short name, e.g. CNAS.' } },
    { name: 'route', type: 'text', required: true, unique: true, admin: { description: 'The page address, e.g. /college_cnasahn.' } },
    { name: 'order', type: 'number', defaultValue: 0 },
    { name: 'summary', type: 'textarea', required: true, admin: { description: 'Shown on the home page college card.' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'dean',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'photo', type: 'upload', relationTo: 'media' },
        { name: 'message', type: 'richText' },
      ],
    },
    {
      name: 'research',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'summary', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'topAchievers',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'programme', type: 'text' },
        { name: 'achievement', type: 'text' },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'successStory',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'quote', type: 'textarea' },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'contacts',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text' },
        { name: 'internalExtension', type: 'text' },
        { name: 'externalPhone', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    { name: 'departments', type: 'join', collection: 'departments', on: 'college' },
  ],
}
