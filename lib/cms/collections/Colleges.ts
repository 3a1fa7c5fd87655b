import type { CollectionConfig } from 'payload'
import { findPage } from '@/lib/pages'
import { collegeScoped, collegesScope } from '@/lib/cms/college-access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { publishingChecksField } from '@/lib/cms/checks/field'
import { publishingChecks } from '@/lib/cms/checks/hook'
import { mergeHooks } from '@/lib/cms/hooks/merge-hooks'
import { draftContentAccess } from '@/lib/cms/access'
import { DRAFT_VERSIONS } from '@/lib/cms/versions'

/** The college page's title and description (lib/colleges/metadata.ts), for the length checks. */
const checks = { title: 'name', description: 'summary' }

export const Colleges: CollectionConfig = {
  slug: 'colleges',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'route'], group: 'Academics' },
  access: collegeScoped(draftContentAccess, collegesScope),
  versions: DRAFT_VERSIONS,
  defaultSort: 'order',
  hooks: mergeHooks(collectionExpiryHooks('colleges'), { beforeChange: [publishingChecks(checks)] }),
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      // Each college page is built for one code (app/(site)/college_*/page.tsx): a changed code would take the page down.
      access: { update: () => false },
      admin: { description: 'Short name, e.g. CNAS. Fixed once the college exists: its page is built for this code.' },
    },
    {
      name: 'route',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'The page address, e.g. /college_cnasahn.' },
      // College pages have fixed addresses (the spec's routes): links made from this field must reach one.
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^\/college_/.test(value) && findPage(value)
          ? true
          : 'Use the address of a college page (one of /college_…); college addresses are fixed.',
    },
    { name: 'order', type: 'number', defaultValue: 0 },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      admin: { description: 'Shown on the home page college card.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'dean',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'photo', type: 'upload', relationTo: 'media' },
        { name: 'message', type: 'richText' },
      ],
    },
    {
      name: 'research',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'summary', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'topAchievers',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'programme', type: 'text' },
        { name: 'achievement', type: 'text' },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'successStory',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'quote', type: 'textarea' },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'contacts',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text' },
        { name: 'internalExtension', type: 'text' },
        { name: 'externalPhone', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    { name: 'departments', type: 'join', collection: 'departments', on: 'college' },
    publishingChecksField(checks),
  ],
}
