import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '../access'
import { collectionExpiryHooks } from '../hooks/revalidate'
import { DRAFT_VERSIONS } from '../versions'

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'department', 'closingDate', 'views'], group: 'Careers' },
  access: draftContentAccess,
  versions: DRAFT_VERSIONS,
  defaultSort: 'closingDate',
  hooks: collectionExpiryHooks('jobs'),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'department', type: 'text', required: true },
    { name: 'closingDate', type: 'date', required: true, index: true, admin: { description: 'The job leaves the site after this day.' } },
    { name: 'advertUrl', type: 'text', required: true, label: 'Offer (link)' },
    { name: 'descriptionUrl', type: 'text', label: 'Job description (link)' },
    {
      name: 'views',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true, position: 'sidebar', description: 'Counted when a visitor opens the offer.' },
      access: { create: () => false, update: () => false },
    },
  ],
}
