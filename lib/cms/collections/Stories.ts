import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '../access'
import { slugField } from '../fields/slug'
import { collectionExpiryHooks } from '../hooks/revalidate'
import { DRAFT_VERSIONS } from '../versions'

/** Feature stories: long-form articles about the university's people. */
export const Stories: CollectionConfig = {
  slug: 'stories',
  labels: { singular: 'Feature story', plural: 'Feature stories' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'author', 'publishedAt', '_status'], group: 'Stories and news' },
  access: draftContentAccess,
  versions: DRAFT_VERSIONS,
  defaultSort: '-publishedAt',
  hooks: collectionExpiryHooks('stories'),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    { name: 'author', type: 'text', required: true },
    { name: 'summary', type: 'textarea', admin: { description: 'Used for search engines and sharing. Left empty, the opening of the story is used.' } },
    { name: 'content', type: 'richText', required: true },
    { name: 'publishedAt', type: 'date', required: true, defaultValue: () => new Date().toISOString(), admin: { position: 'sidebar' } },
  ],
}
