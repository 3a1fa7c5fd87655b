import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/lib/cms/access'
import { PAGE_BLOCKS } from '@/lib/cms/blocks/page-blocks'
import { publishingChecksField } from '@/lib/cms/checks/field'
import { publishingChecks } from '@/lib/cms/checks/hook'
import { mergeHooks } from '@/lib/cms/hooks/merge-hooks'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { addressRedirectHooks } from '@/lib/cms/hooks/slug-redirects'
import { DRAFT_VERSIONS } from '@/lib/cms/versions'
import { composedPathProblem } from '@/lib/pages/composed-paths'
import { recordUrl } from '@/lib/pages/records'

/**
 * Pages editors compose from blocks at an address of their choosing (any the site does not own:
 * lib/pages/composed-paths.ts), served by the catch-all route app/(site)/[...path] on the next
 * request after they are published. The WordPress importer writes imported pages here too.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: 'Pages',
    description:
      'Pages you compose from blocks, at an address of your choosing. The site’s own pages and the addresses of stories, news, programmes and jobs are taken.',
  },
  access: draftContentAccess,
  versions: DRAFT_VERSIONS,
  defaultSort: 'path',
  hooks: mergeHooks(
    collectionExpiryHooks('pages'),
    addressRedirectHooks('pages', (doc) => recordUrl('pages', doc)),
    { beforeChange: [publishingChecks({ title: 'title', description: 'description' })] },
  ),
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: 'Address',
      validate: (value: unknown) => composedPathProblem(value) ?? true,
      admin: {
        position: 'sidebar',
        description:
          'Where the page is, e.g. /homecoming-2027 or /research/centre-for-climate: lower-case words joined by hyphens. Changing it later keeps the old address working (a permanent redirect).',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      admin: { description: 'The introduction under the title; also what search engines and share cards show.' },
    },
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'heading', type: 'text', admin: { description: 'Shown instead of the title at the top, when given.' } },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: PAGE_BLOCKS },
    publishingChecksField({ title: 'title', description: 'description' }),
  ],
}
