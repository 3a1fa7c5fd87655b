import type { CollectionConfig } from 'payload'
import { EMPLOYMENT_TYPES } from '@/lib/careers/employment-type'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { publishingChecksField } from '@/lib/cms/checks/field'
import { publishingChecks } from '@/lib/cms/checks/hook'
import { mergeHooks } from '@/lib/cms/hooks/merge-hooks'
import { draftContentAccess } from '@/lib/cms/access'
import { DRAFT_VERSIONS } from '@/lib/cms/versions'

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'department', 'closingDate', 'views'], group: 'Careers' },
  access: draftContentAccess,
  versions: DRAFT_VERSIONS,
  defaultSort: 'closingDate',
  hooks: mergeHooks(collectionExpiryHooks('jobs'), { beforeChange: [publishingChecks({ title: 'title' })] }),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'department', type: 'text', required: true },
    {
      name: 'closingDate',
      type: 'date',
      required: true,
      index: true,
      admin: { description: 'The job leaves the site after this day.' },
    },
    {
      name: 'employmentType',
      type: 'select',
      hasMany: true,
      label: 'Employment type',
      options: Object.entries(EMPLOYMENT_TYPES).map(([value, label]) => ({ label, value })),
    },
    {
      name: 'description',
      type: 'richText',
      admin: { description: 'The whole job: duties, qualifications, how to apply. Shown on the job’s own page.' },
    },
    { name: 'advertUrl', type: 'text', required: true, label: 'Offer (link)' },
    { name: 'descriptionUrl', type: 'text', label: 'Job description (link)' },
    {
      name: 'views',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true, position: 'sidebar', description: 'Counted when a visitor opens the offer.' },
      access: { create: () => false, update: () => false },
    },
    publishingChecksField({ title: 'title' }),
  ],
}
