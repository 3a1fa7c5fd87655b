import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

/** Yearly calendars offered for download beside the month view. */
export const CalendarDownloads: CollectionConfig = {
  slug: 'calendar-downloads',
  admin: { useAsTitle: 'label', group: 'Calendars and directory' },
  access: contentAccess,
  versions: HISTORY_VERSIONS,
  defaultSort: '-label',
  hooks: collectionExpiryHooks('calendar-downloads'),
  fields: [
    { name: 'label', type: 'text', required: true, admin: { description: 'e.g. 2018/2019' } },
    { name: 'file', type: 'upload', relationTo: 'documents', required: true },
  ],
}
