import { uploadsDir } from '@/lib/cms/uploads-dir'
import type { CollectionConfig } from 'payload'
import { SHARE_IMAGE } from '@/lib/seo/share-card'
import { contentAccess } from '@/lib/cms/access'
import { mediaScope } from '@/lib/cms/college-access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { mergeHooks } from '@/lib/cms/hooks/merge-hooks'
import { refuseOversizedImages } from '@/lib/cms/hooks/pixel-limit'

/** Images shown on the site. Next's image optimiser resizes them per device; uploads of more than 50 megapixels are refused. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Media' },
  access: mediaScope(contentAccess),
  hooks: mergeHooks(collectionExpiryHooks('media'), { beforeOperation: [refuseOversizedImages] }),
  upload: {
    staticDir: uploadsDir('media'),
    mimeTypes: ['image/*'],
    // Share cards want 1200x630 (smaller pictures are enlarged, so every upload has one). JPEG: every
    // unfurler reads it, and it encodes several times faster than PNG on a small server.
    imageSizes: [
      {
        name: 'card',
        ...SHARE_IMAGE,
        position: 'centre',
        withoutEnlargement: false,
        formatOptions: { format: 'jpeg', options: { quality: 82 } },
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Text alternative (describe the image)',
      // Checked where the picture is used (lib/cms/checks): a page using it cannot be published without one.
      admin: {
        description:
          'What the picture shows, for people who cannot see it. Required before a page using it is published.',
      },
    },
  ],
}
