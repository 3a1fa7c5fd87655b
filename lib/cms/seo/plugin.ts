import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, Plugin } from 'payload'
import { config } from '../../config.mjs'
import { jobPath } from '../../careers/job-path'
import { programmeUrl } from '../../programmes/url'
import { storyUrl } from '../../stories/share'
import { OVERRIDABLE_COLLECTIONS } from '../../seo/overridable'

type Doc = Record<string, unknown>

/** Where the record is shown, for the plugin's search-result preview (absolute, from the public origin). */
function publicUrl(collection: string | undefined, doc: Doc): string {
  const origin = config.serverUrl.replace(/\/$/, '')
  const slug = typeof doc.slug === 'string' ? doc.slug : ''
  switch (collection) {
    case 'stories':
      return storyUrl(origin, slug)
    case 'articles':
      return `${origin}/news/${encodeURIComponent(slug)}`
    case 'programmes':
      return `${origin}${programmeUrl(String(doc.kind ?? ''), slug) ?? '/certificateprograms'}`
    case 'colleges':
      return `${origin}${typeof doc.route === 'string' ? doc.route : '/collegeschools'}`
    case 'jobs':
      return `${origin}${doc.id ? jobPath(String(doc.id)) : '/careers'}`
    case 'page-seo':
      return `${origin}${typeof doc.path === 'string' ? doc.path : '/'}`
    default:
      return origin
  }
}

const shareCardPreview: Field = {
  name: 'shareCardPreview',
  type: 'ui',
  admin: { components: { Field: '/components/admin/ShareCardPreview#ShareCardPreview' } },
}

/** Search and share overrides (title, description, picture) with previews of the search result and the share card. */
export function searchAndShareOverrides(): Plugin {
  return seoPlugin({
    collections: OVERRIDABLE_COLLECTIONS,
    uploadsCollection: 'media',
    tabbedUI: false,
    generateURL: ({ doc, collectionConfig }) => publicUrl(collectionConfig?.slug, doc as Doc),
    fields: ({ defaultFields }) => [...defaultFields, shareCardPreview],
  })
}
