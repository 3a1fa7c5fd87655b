import type { CollectionConfig, Config, GlobalConfig, PayloadRequest } from 'payload'
import { config } from '../config/site.mjs'
import { PREVIEW_COLLECTIONS, PREVIEW_GLOBALS, previewEntryUrl, previewPath, type PreviewSource } from './paths'

/** The admin's own origin, so the preview opens where the editor is signed in. */
const originOf = (req: PayloadRequest | undefined) => req?.origin || config.serverUrl

const isPreviewed = (slug: string): slug is PreviewSource =>
  (PREVIEW_COLLECTIONS as readonly string[]).includes(slug) || (PREVIEW_GLOBALS as readonly string[]).includes(slug)

/** The live preview pane beside the form: the real page in draft mode, at a phone's, a tablet's or a desktop's width. */
export const livePreview: NonNullable<Config['admin']>['livePreview'] = {
  url: ({ data, collectionConfig, globalConfig, req }) => {
    const slug = collectionConfig?.slug ?? globalConfig?.slug ?? ''
    return isPreviewed(slug) ? previewEntryUrl(originOf(req), previewPath(slug, data)) : null
  },
  collections: [...PREVIEW_COLLECTIONS],
  globals: [...PREVIEW_GLOBALS],
  breakpoints: [
    { name: 'phone', label: 'Phone', width: 390, height: 844 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
  ],
}

/** A "Preview" button on the edit view of each previewed collection: opens the draft on its page. */
export function withPreviewButton(collection: CollectionConfig): CollectionConfig {
  const slug = collection.slug
  if (!isPreviewed(slug)) return collection
  return {
    ...collection,
    admin: { ...collection.admin, preview: (doc, { req }) => previewEntryUrl(originOf(req), previewPath(slug, doc)) },
  }
}

export function withGlobalPreviewButton(global: GlobalConfig): GlobalConfig {
  const slug = global.slug
  if (!isPreviewed(slug)) return global
  return {
    ...global,
    admin: { ...global.admin, preview: (doc, { req }) => previewEntryUrl(originOf(req), previewPath(slug, doc)) },
  }
}
