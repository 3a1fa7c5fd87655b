import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/lib/cms/access'
import { collegeScoped, departmentsScope } from '@/lib/cms/college-access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { DRAFT_VERSIONS } from '@/lib/cms/versions'

/** Departments with the codes of spec §9 (BHM, GEL, …, TED). */
export const Departments: CollectionConfig = {
  slug: 'departments',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'college', '_status'], group: 'Academics' },
  access: collegeScoped(draftContentAccess, departmentsScope),
  // Drafts so that a department's changes can go through review (Site settings → Review) like its programmes'.
  versions: DRAFT_VERSIONS,
  defaultSort: 'name',
  hooks: collectionExpiryHooks('departments'),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'code', type: 'text', required: true, unique: true, index: true },
    { name: 'college', type: 'relationship', relationTo: 'colleges', index: true },
    { name: 'website', type: 'text', admin: { description: 'External site, shown as "Go to Website".' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
