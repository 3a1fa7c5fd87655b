import path from 'node:path'
import { config } from '../../config.mjs'
import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access'
import { mediaScope } from '../college-access'
import { collectionExpiryHooks } from '../hooks/revalidate'

/** Images shown on the site. Next's image optimiser resizes them per device. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Media' },
  access: mediaScope(contentAccess),
  hooks: collectionExpiryHooks('media'),
  upload: {
    staticDir: path.join(config.uploadsDir, 'media'),
    mimeTypes: ['image/*'],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Text alternative (describe the image)',
      // Checked where the picture is used (lib/cms/checks): a page using it cannot be published without one.
      admin: { description: 'What the picture shows, for people who cannot see it. Required before a page using it is published.' },
    },
  ],
}
