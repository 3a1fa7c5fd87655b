import type { Field, FieldAccess } from 'payload'
import { adminsField, mayPreview } from '@/lib/cms/access'
import { REVIEWABLE_COLLECTIONS } from './rules'

const LABELS: Record<(typeof REVIEWABLE_COLLECTIONS)[number], string> = {
  programmes: 'Programmes',
  departments: 'Departments',
  colleges: 'College pages',
  stories: 'Feature stories',
  pages: 'Pages',
  articles: 'News and sports articles',
}

/** Who reviews is for staff to read, not visitors of the API. */
const staff: FieldAccess = ({ req }) => mayPreview(req.user)

/**
 * Site settings → Review: where changes need review before they are published, and who reviews
 * them (lib/cms/review/rules.ts decides from these). Empty, the default, nothing needs review.
 * Only administrators change it: an editor whose changes need review cannot switch review off.
 */
export const reviewSettingsField: Field = {
  name: 'review',
  type: 'group',
  label: false,
  access: { read: staff, update: adminsField, create: adminsField },
  fields: [
    {
      name: 'collections',
      type: 'select',
      hasMany: true,
      label: 'Changes need review in',
      options: REVIEWABLE_COLLECTIONS.map((value) => ({ value, label: LABELS[value] })),
      admin: {
        description:
          'Editors and college editors submit their changes to these for review instead of publishing them; administrators and the reviewers below approve them.',
      },
    },
    {
      name: 'reviewers',
      type: 'relationship',
      relationTo: 'users',
      maxDepth: 0,
      hasMany: true,
      label: 'Reviewers',
      admin: { description: 'May approve any change and publish without review.' },
    },
    {
      name: 'colleges',
      type: 'array',
      labels: { singular: 'College', plural: 'Colleges whose changes need review' },
      admin: {
        description:
          'Changes by a college’s college editors need review: its named reviewers approve them (none named: editors and administrators).',
      },
      fields: [
        { name: 'college', type: 'relationship', relationTo: 'colleges', maxDepth: 0, required: true },
        {
          name: 'reviewers',
          type: 'relationship',
          relationTo: 'users',
          maxDepth: 0,
          hasMany: true,
          label: 'Named reviewers',
        },
      ],
    },
  ],
}
