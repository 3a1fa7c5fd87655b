import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/lib/cms/access'
import { collegeScoped, storiesScope } from '@/lib/cms/college-access'
import { slugField } from '@/lib/cms/fields/slug'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { publishingChecksField } from '@/lib/cms/checks/field'
import { publishingChecks } from '@/lib/cms/checks/hook'
import { mergeHooks } from '@/lib/cms/hooks/merge-hooks'
import { slugRedirectHooks } from '@/lib/cms/hooks/slug-redirects'
import { DRAFT_VERSIONS } from '@/lib/cms/versions'
import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { formBlock } from '@/features/forms/admin/form-block'

/** Feature stories: long-form articles about the university's people. */
export const Stories: CollectionConfig = {
  slug: 'stories',
  labels: { singular: 'Feature story', plural: 'Feature stories' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'publishedAt', '_status'],
    group: 'Stories and news',
  },
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
    {
      name: 'summary',
      type: 'textarea',
      admin: { description: 'Used for search engines and sharing. Left empty, the opening of the story is used.' },
    },
    {
      name: 'content',
      type: 'richText',
      required: true,
      // A form editors built (Forms → Forms) may sit anywhere in a story, as in a composed page.
      editor: lexicalEditor({
        features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ blocks: [formBlock] })],
      }),
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    publishingChecksField({ title: 'title', description: 'summary' }),
    {
      name: 'colleges',
      type: 'relationship',
      relationTo: 'colleges',
      hasMany: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The colleges this story is about: their college editors may edit it.',
      },
    },
  ],
}
