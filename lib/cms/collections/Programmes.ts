import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/lib/cms/access'
import { collegeScoped, programmesScope } from '@/lib/cms/college-access'
import { slugField } from '@/lib/cms/fields/slug'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { publishingChecksField } from '@/lib/cms/checks/field'
import { publishingChecks } from '@/lib/cms/checks/hook'
import { mergeHooks } from '@/lib/cms/hooks/merge-hooks'
import { slugRedirectHooks } from '@/lib/cms/hooks/slug-redirects'
import { DRAFT_VERSIONS } from '@/lib/cms/versions'
import { CERTIFICATE_LEVELS, MODALITIES } from '@/lib/programmes/format'

const showFor =
  (...kinds: string[]) =>
  (data: Record<string, unknown> | undefined) =>
    kinds.includes(String(data?.kind))

/**
 * Every programme the university offers. The spec's undergraduate, graduate, extension and
 * certificate records (each in new and older shapes) are one model; `kind` says which list
 * a programme belongs to and which fields apply.
 */
export const Programmes: CollectionConfig = {
  slug: 'programmes',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'department', '_status'], group: 'Academics' },
  access: collegeScoped(draftContentAccess, programmesScope),
  versions: DRAFT_VERSIONS,
  defaultSort: 'slug',
  // The programme lists: one kind, by name.
  indexes: [{ fields: ['kind', 'name'] }],
  hooks: mergeHooks(collectionExpiryHooks('programmes'), slugRedirectHooks('programmes'), {
    beforeChange: [publishingChecks({ title: 'name' })],
  }),
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Undergraduate', value: 'undergraduate' },
        { label: 'Graduate', value: 'graduate' },
        { label: 'Extension (regional campuses)', value: 'extension' },
        { label: 'Certificate', value: 'certificate' },
      ],
    },
    {
      name: 'level',
      type: 'text',
      admin: { description: 'Shown as a badge, e.g. "Bachelor\'s", "Master\'s", "Doctoral".' },
    },
    {
      name: 'certificateLevel',
      type: 'select',
      options: CERTIFICATE_LEVELS.map((v) => ({ label: v, value: v })),
      admin: { condition: showFor('certificate') },
    },
    { name: 'department', type: 'relationship', relationTo: 'departments', index: true },
    {
      type: 'group',
      name: 'levels',
      label: 'Levels offered',
      admin: { condition: showFor('undergraduate', 'extension') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'associateScience', type: 'checkbox', label: 'A.Sc' },
            { name: 'associateArts', type: 'checkbox', label: 'A.A' },
            { name: 'bachelorScience', type: 'checkbox', label: 'B.Sc' },
            { name: 'bachelorArts', type: 'checkbox', label: 'B.A' },
            { name: 'doctorate', type: 'checkbox', label: 'Ph.D', admin: { condition: showFor('extension') } },
          ],
        },
      ],
    },
    {
      type: 'group',
      name: 'extension',
      label: 'Extension schedule and campus',
      admin: { condition: showFor('extension') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'day', type: 'checkbox' },
            { name: 'evening', type: 'checkbox' },
            { name: 'eastern', type: 'checkbox', label: 'Eastern campus' },
            { name: 'western', type: 'checkbox', label: 'Western campus' },
            { name: 'online', type: 'checkbox' },
          ],
        },
      ],
    },
    { name: 'campuses', type: 'text', hasMany: true, admin: { description: 'Campuses where it is offered.' } },
    {
      name: 'modalities',
      type: 'select',
      hasMany: true,
      options: MODALITIES.map((v) => ({ label: v, value: v })),
    },
    { name: 'accredited', type: 'checkbox', defaultValue: true },
    { name: 'duration', type: 'text', admin: { description: 'e.g. "4 years"' } },
    { name: 'tuitionLocal', type: 'number', min: 0, admin: { description: 'Per year, in Jamaican dollars.' } },
    {
      name: 'tuitionInternational',
      type: 'number',
      min: 0,
      admin: { description: 'Per year, in US dollars (graduate programmes).' },
    },
    { name: 'overview', type: 'richText' },
    { name: 'description', type: 'richText' },
    { name: 'matriculationRequirements', type: 'richText', label: 'Matriculation requirements (regular)' },
    { name: 'provisionalRequirements', type: 'richText', label: 'Matriculation requirements (provisional)' },
    {
      name: 'skills',
      type: 'array',
      labels: { singular: 'Skill', plural: 'Skills you will learn' },
      fields: [{ name: 'skill', type: 'text', required: true }],
    },
    {
      name: 'careers',
      type: 'array',
      labels: { singular: 'Career', plural: 'Degree careers' },
      fields: [{ name: 'career', type: 'text', required: true }],
    },
    { name: 'graduateBenefit', type: 'textarea', label: 'What a graduate leaves with' },
    { name: 'thumbnail', type: 'upload', relationTo: 'media' },
    { name: 'backgroundImages', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 4 },
    {
      name: 'links',
      type: 'array',
      labels: { singular: 'Link', plural: 'Related links' },
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
    publishingChecksField({ title: 'name' }),
  ],
}
