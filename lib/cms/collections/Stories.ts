import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '../access'
import { collegeScoped, storiesScope } from '../college-access'
import { slugField } from '../fields/slug'
import { collectionExpiryHooks } from '../hooks/revalidate'
import { publishingChecksField } from '../checks/field'
import { publishingChecks } from '../checks/hook'
import { mergeHooks } from '../hooks/merge-hooks'
import { slugRedirectHooks } from '../hooks/slug-redirects'
import { DRAFT_VERSIONS } from '../versions'

/** Feature stories: long-form articles about the university's people. */
export const Stories: CollectionConfig = {
  slug: 'stories',
  labels: { singular: 'Feature story', plural: 'Feature stories' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'author', 'publishedAt', '_status'], group: 'Stories and news' },
  access: collegeScoped(draftContentAccess, storiesScope),
  versions: DRAFT_VERSIONS,
  defaultSort: '-publishedAt',
  hooks: mergeHooks(collectionExpiryHooks('stories'), slugRedirectHooks('stories'), {
    beforeChange: [publishingChecks({ title: 'title', description: 'summary' })],
  }),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    { name: 'author', type: 'text', required: true },
    { name: 'summary', type: 'textarea', admin: { description: 'Used for search engines and sharing. Left empty, the opening of the story is used.' } },
    { name: 'content', type: 'richText', required: true },
    { name: 'publishedAt', type: 'date', required: true, index: true, defaultValue: () => new Date().toISOString(), admin: { position: 'sidebar' } },
    publishingChecksField({ title: 'title', description: 'summary' }),
    {
      name: 'colleges',
      type: 'relationship',
      relationTo: 'colleges',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar', description: 'The colleges this story is about: their college editors may edit it.' },
    },
  ],
}
