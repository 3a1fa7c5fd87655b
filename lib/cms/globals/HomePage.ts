import type { Field, GlobalConfig } from 'payload'
import { editors, publishedOrEditors } from '@/lib/cms/access'
import { globalExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { publishingChecksField } from '@/lib/cms/checks/field'
import { globalPublishingChecks } from '@/lib/cms/checks/hook'
import { GLOBAL_DRAFT_VERSIONS } from '@/lib/cms/versions'

const link = (description?: string): Field[] => [
  { name: 'label', type: 'text', required: true },
  {
    name: 'href',
    type: 'text',
    required: true,
    label: 'Link',
    admin: { description: description ?? 'A page of this site (/tuitionfees) or a full address (https://…).' },
  },
]

/**
 * The editable text blocks of the home page (spec §1, blocks 2, 4, 5, 6, 8 and 10). Banners,
 * stories, colleges, events and the video come from their own collections and settings.
 */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: {
    group: 'Home page',
    description:
      'Call to action, wholistic life, admissions links, mission, vision, core values, where graduates go and partner links.',
  },
  access: { read: publishedOrEditors, readVersions: editors, update: editors },
  versions: GLOBAL_DRAFT_VERSIONS,
  hooks: { ...globalExpiryHooks('home-page'), beforeChange: [globalPublishingChecks()] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Call to action',
          fields: [
            {
              name: 'cta',
              type: 'group',
              label: false,
              fields: [
                { name: 'heading', type: 'text', required: true },
                { name: 'text', type: 'textarea', required: true },
                {
                  name: 'links',
                  type: 'array',
                  maxRows: 3,
                  labels: { singular: 'Button', plural: 'Buttons' },
                  admin: {
                    description:
                      'Shown after the Apply Now button (which opens the application site from Site settings).',
                  },
                  fields: link(),
                },
              ],
            },
          ],
        },
        {
          label: 'Wholistic life',
          fields: [
            { name: 'wholisticHeading', type: 'text', required: true, defaultValue: 'A wholistic life' },
            {
              name: 'wholisticLife',
              type: 'array',
              minRows: 4,
              maxRows: 4,
              labels: { singular: 'Area', plural: 'Areas' },
              admin: { description: 'Social, mental, physical and spiritual, in this order.' },
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'text', type: 'textarea', required: true },
                { name: 'href', type: 'text', required: true, label: 'Link' },
              ],
            },
          ],
        },
        {
          label: 'Admissions',
          fields: [
            { name: 'admissionsHeading', type: 'text', required: true, defaultValue: 'Admissions' },
            {
              name: 'admissionsLinks',
              type: 'array',
              minRows: 1,
              labels: { singular: 'Link', plural: 'Links' },
              fields: link(),
            },
          ],
        },
        {
          label: 'Mission, vision and values',
          description: 'Written once here; shown on the home page and on /futurencu.',
          fields: [
            { name: 'mission', type: 'textarea', required: true },
            { name: 'vision', type: 'textarea', required: true },
            {
              name: 'coreValues',
              type: 'array',
              minRows: 1,
              labels: { singular: 'Core value', plural: 'Core values' },
              fields: [{ name: 'value', type: 'text', required: true }],
            },
          ],
        },
        {
          label: 'Where graduates go',
          fields: [
            { name: 'graduatesHeading', type: 'text', required: true, defaultValue: 'Where our graduates go' },
            {
              name: 'graduateDestinations',
              type: 'array',
              labels: { singular: 'Destination', plural: 'Destinations' },
              fields: [
                {
                  name: 'figure',
                  type: 'text',
                  required: true,
                  admin: { description: 'Large text, e.g. 40,000+ or Health.' },
                },
                { name: 'text', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          label: 'Partner links',
          fields: [
            { name: 'partnersHeading', type: 'text', required: true, defaultValue: 'Partners and services' },
            {
              name: 'partnerLinks',
              type: 'array',
              labels: { singular: 'Partner link', plural: 'Partner links' },
              fields: link('Full addresses open in a new tab.'),
            },
          ],
        },
      ],
    },
    publishingChecksField(),
  ],
}
