import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/lib/cms/access'
import { slugField } from '@/lib/cms/fields/slug'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { publishingChecksField } from '@/lib/cms/checks/field'
import { publishingChecks } from '@/lib/cms/checks/hook'
import { mergeHooks } from '@/lib/cms/hooks/merge-hooks'
import { DRAFT_VERSIONS } from '@/lib/cms/versions'
import { bookingField } from '@/features/visit-booking/booking-fields'

export const UpcomingEvents: CollectionConfig = {
  slug: 'upcoming-events',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'date', 'location'], group: 'Home page' },
  access: draftContentAccess,
  versions: DRAFT_VERSIONS,
  defaultSort: 'date',
  hooks: mergeHooks(collectionExpiryHooks('upcoming-events'), { beforeChange: [publishingChecks({ title: 'name' })] }),
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'location', type: 'text' },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'The poster shown in the slider and enlarged on click.' },
    },
    { name: 'description', type: 'textarea' },
    bookingField,
    publishingChecksField({ title: 'name' }),
  ],
}
