import type { Access, CollectionConfig, Where } from 'payload'
import { ALERT_LEVELS } from '@/lib/alerts/public-alert'
import { validateAlertEnd, validateAlertLink, validateAlertLinkLabel } from '@/lib/alerts/validation'
import { editors, hasRole } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

/** Visitors (and the REST API without a session) see only the alerts that are on now, never scheduled ones. */
const activeOrEditors: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  const now = new Date().toISOString()
  const active: Where = { and: [{ startsAt: { less_than_equal: now } }, { endsAt: { greater_than: now } }] }
  return active
}

/**
 * The site-wide alert: shown at the top of every public page from its start to its end, the most
 * urgent first when several are on. A collection, not a global: each alert keeps its own id and
 * version (what a visitor's dismissal is remembered by), several can be scheduled ahead, and past
 * ones stay as a record (the seeded weather notice is one).
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  labels: { singular: 'Site alert', plural: 'Site alerts' },
  admin: {
    useAsTitle: 'headline',
    defaultColumns: ['headline', 'level', 'startsAt', 'endsAt'],
    description:
      'Shown at the top of every page from its start to its end (the most urgent one when several are on). Emergencies cannot be dismissed.',
  },
  // Versions hold scheduled alerts too: only the roles that see those read them.
  access: { read: activeOrEditors, create: editors, update: editors, delete: editors, readVersions: editors },
  versions: HISTORY_VERSIONS,
  defaultSort: '-startsAt',
  hooks: collectionExpiryHooks('alerts'),
  fields: [
    {
      name: 'level',
      type: 'select',
      required: true,
      defaultValue: 'information',
      options: ALERT_LEVELS.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      admin: {
        description:
          'Emergency: danger to people or campus closed (red, cannot be dismissed). Warning: disruption (amber). Information: notice (blue).',
      },
    },
    { name: 'headline', type: 'text', required: true, maxLength: 100 },
    { name: 'text', type: 'textarea', required: true, maxLength: 280, admin: { description: 'One or two sentences.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'linkUrl',
          label: 'Link',
          type: 'text',
          validate: validateAlertLink,
          admin: { description: 'Optional: a path on this site (/academiccalendar) or a full https:// address.' },
        },
        {
          name: 'linkLabel',
          label: 'Link text',
          type: 'text',
          maxLength: 60,
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            validateAlertLinkLabel(value, siblingData?.linkUrl),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          label: 'Starts',
          type: 'date',
          required: true,
          defaultValue: () => new Date().toISOString(),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'endsAt',
          label: 'Ends',
          type: 'date',
          required: true,
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            validateAlertEnd(value, siblingData?.startsAt),
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'It leaves every page by itself at this time.',
          },
        },
      ],
    },
  ],
}
