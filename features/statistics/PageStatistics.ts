import type { CollectionConfig } from 'payload'
import { admins, editors, nobody } from '@/lib/cms/access'
import { METRICS } from './counting/counts'

/**
 * The page statistics (issue 36 item 4), as daily counters only: how many views a page had on a
 * day, entries from a search engine or social site, Core Web Vitals measurements per template and
 * bucket, information requests and visit bookings per programme page. No address, no browser, no
 * identifier, no time finer than the day: nothing here is about a person. Written by the server
 * alone (counting/recorder.ts), read in /admin/statistics, deleted past the retention period.
 */
export const PageStatistics: CollectionConfig = {
  slug: 'page-statistics',
  labels: { singular: 'Page statistic', plural: 'Page statistics' },
  // The statistics view (/admin/statistics) shows them; the rows alone say little.
  admin: { hidden: true, useAsTitle: 'page' },
  access: { read: editors, create: nobody, update: nobody, delete: admins },
  indexes: [{ fields: ['day', 'metric', 'key', 'page', 'bucket'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'metric', type: 'select', required: true, options: [...METRICS] },
    { name: 'key', type: 'text', required: true, defaultValue: '' },
    { name: 'page', type: 'text', required: true, defaultValue: '' },
    { name: 'bucket', type: 'number', required: true, defaultValue: 0 },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
