import type { CollectionConfig } from 'payload'
import { contentAccess } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

export const CalendarEvents: CollectionConfig = {
  slug: 'calendar-events',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'date', 'calendar'], group: 'Calendars and directory' },
  access: contentAccess,
  versions: HISTORY_VERSIONS,
  defaultSort: 'date',
  // A calendar's months and feed: one calendar, by date.
  indexes: [{ fields: ['calendar', 'date'] }],
  hooks: collectionExpiryHooks('calendar-events'),
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'calendar',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Academic calendar', value: 'academic' },
        { label: 'Events calendar', value: 'events' },
      ],
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: { description: 'First day (university time, America/Jamaica).' },
    },
    { name: 'endDate', type: 'date', index: true, admin: { description: 'Last day, for events longer than one day.' } },
    { name: 'description', type: 'textarea' },
  ],
}
