import type { CollectionConfig } from 'payload'
import { admins, editors, nobody } from '@/lib/cms/access'

/**
 * What visitors search for, counted: one row per normalised query (features/site-search/report/query-log.ts), with
 * how often it was searched and how often it found nothing. Counts only: no address, no user, no
 * time of a single search (dates to the day). Written by the server alone, in batches.
 */
export const SearchQueries: CollectionConfig = {
  slug: 'search-queries',
  labels: { singular: 'Search query', plural: 'Search report' },
  admin: {
    useAsTitle: 'query',
    defaultColumns: ['query', 'searches', 'misses', 'lastSearched'],
    group: 'Calendars and directory',
    description:
      'What visitors search for, most frequent first. Sort by "Found nothing" to see the searches that found nothing, and answer them with a promoted result or a keyword.',
    pagination: { defaultLimit: 50 },
  },
  access: { read: editors, create: nobody, update: nobody, delete: admins },
  defaultSort: '-searches',
  fields: [
    { name: 'query', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'searches', type: 'number', required: true, defaultValue: 0, index: true, admin: { readOnly: true } },
    {
      name: 'misses',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      label: 'Found nothing',
      admin: { readOnly: true },
    },
    { name: 'lastSearched', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayOnly' } } },
  ],
}
