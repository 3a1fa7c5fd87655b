import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/lib/cms/access'
import { slugField } from '@/lib/cms/fields/slug'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { publishingChecksField } from '@/lib/cms/checks/field'
import { publishingChecks } from '@/lib/cms/checks/hook'
import { mergeHooks } from '@/lib/cms/hooks/merge-hooks'
import { slugRedirectHooks } from '@/lib/cms/hooks/slug-redirects'
import { DRAFT_VERSIONS } from '@/lib/cms/versions'

/** News and sports articles (the spec's two article types share one model). */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'News or sports article', plural: 'News and sports articles' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'writer', 'publishedAt'], group: 'Stories and news' },
  access: draftContentAccess,
  versions: DRAFT_VERSIONS,
  defaultSort: '-publishedAt',
  // The news and sports lists: one kind, published, newest first.
  indexes: [{ fields: ['kind', 'publishedAt'] }],
  hooks: mergeHooks(collectionExpiryHooks('articles'), slugRedirectHooks('articles'), {
    beforeChange: [publishingChecks({ title: 'title' })],
  }),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'news',
      options: [
        { label: 'News', value: 'news' },
        { label: 'Sports', value: 'sports' },
      ],
    },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    { name: 'secondImage', type: 'upload', relationTo: 'media' },
    {
      name: 'paragraphs',
      type: 'array',
      minRows: 1,
      fields: [{ name: 'text', type: 'textarea', required: true }],
    },
    { name: 'writer', type: 'text', required: true },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    publishingChecksField({ title: 'title' }),
  ],
}
