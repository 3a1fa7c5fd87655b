import type { CollectionConfig } from 'payload'
import { editors, nobody } from '@/lib/cms/access'

/**
 * What the WordPress importer (features/wordpress-import/) brought in, one row per WordPress item:
 * the item (`<old site> <kind> <WordPress id>`), the record it became and a fingerprint of what was
 * written, so a second run updates only what changed on the old site and adds nothing twice. A
 * table of its own rather than a field on each target collection: the importer writes into five
 * collections (and pages when they exist), whose own schemas and admin forms stay as they are, and
 * one row also remembers items that became no record (a redirect only). Only the importer writes.
 */
export const WordpressImports: CollectionConfig = {
  slug: 'wordpress-imports',
  labels: { singular: 'WordPress import', plural: 'WordPress imports' },
  admin: {
    useAsTitle: 'key',
    group: 'Site',
    defaultColumns: ['key', 'targetCollection', 'targetId', 'updatedAt'],
    description: 'What `npm run import:wordpress` brought in and where it went (written by the importer only).',
  },
  access: { read: editors, create: nobody, update: nobody, delete: editors },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'targetCollection', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'targetId', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'fingerprint', type: 'text', required: true, admin: { readOnly: true, hidden: true } },
  ],
}
