import type { CollectionConfig } from 'payload'
import { findPage } from '@/lib/pages'
import { contentAccess } from '@/lib/cms/access'
import { publishingChecksField } from '@/lib/cms/checks/field'
import { publishingChecks } from '@/lib/cms/checks/hook'
import { mergeHooks } from '@/lib/cms/hooks/merge-hooks'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

/**
 * Search and share overrides of the static pages (the page registry's pages, MDX and data-backed
 * alike): one record per page path, with the SEO plugin's title, description and picture fields.
 */
export const PageSeo: CollectionConfig = {
  slug: 'page-seo',
  labels: { singular: 'Page search and sharing', plural: 'Page search and sharing' },
  admin: {
    useAsTitle: 'path',
    defaultColumns: ['path', 'updatedAt'],
    group: 'Pages',
    description:
      'Override the title, description and share picture search engines and shared links show for one page of the site.',
  },
  access: contentAccess,
  versions: HISTORY_VERSIONS,
  // The checks look at the override itself (its title's and description's length, its picture's text alternative).
  hooks: mergeHooks(collectionExpiryHooks('page-seo'), { beforeChange: [publishingChecks()] }),
  fields: [
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: 'Page address',
      admin: { description: 'The page’s address on the site, e.g. /news or /tuitionfees (/ for the home page).' },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && findPage(value.trim())
          ? true
          : 'Not a page of the site: give its address as it appears after the domain, e.g. /news.',
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
    },
    // The page's own title, for the share-card preview when the override is empty.
    {
      name: 'pageTitle',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ siblingData }) => findPage(String(siblingData?.path ?? ''))?.title ?? ''] },
    },
    publishingChecksField(),
  ],
}
