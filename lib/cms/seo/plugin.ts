import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, Plugin } from 'payload'
import { config } from '@/lib/config/site.mjs'
import { absoluteUrl } from '@/lib/pages/absolute-url'
import { isRecordCollection, recordList, recordUrl } from '@/lib/pages/records'
import { OVERRIDABLE_COLLECTIONS } from '@/lib/seo/overridable'

type Doc = Record<string, unknown>

/**
 * Where the record is shown, for the plugin's search-result preview (absolute, from the public
 * origin): its own page, or the page that lists it while it has none.
 */
function publicUrl(collection: string | undefined, doc: Doc): string {
  const origin = config.serverUrl.replace(/\/$/, '')
  if (collection && isRecordCollection(collection))
    return absoluteUrl(origin, recordUrl(collection, doc) ?? recordList(collection, doc))
  if (collection === 'page-seo') return `${origin}${typeof doc.path === 'string' ? doc.path : '/'}`
  return origin
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
