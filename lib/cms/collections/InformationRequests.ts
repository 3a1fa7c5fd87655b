import type { CollectionConfig } from 'payload'
import { admissions, nobody } from '../access'

/**
 * Requests for information from prospective students. Only admissions staff and
 * administrators read them; they arrive only through our own route handler (which
 * uses the Local API), never through the public CMS API.
 */
export const InformationRequests: CollectionConfig = {
  slug: 'information-requests',
  admin: {
    useAsTitle: 'lastName',
    defaultColumns: ['entryDate', 'firstName', 'lastName', 'degreeType', 'handled', 'forwardStatus'],
    group: 'Admissions',
  },
  access: {
    read: admissions,
    update: admissions,
    delete: admissions,
    create: nobody,
    admin: ({ req }) => Boolean((req.user as { roles?: string[] } | null)?.roles?.some((r) => r === 'admin' || r === 'admissions')),
  },
  defaultSort: '-entryDate',
  fields: [
    { name: 'entryDate', type: 'date', required: true, index: true, admin: { readOnly: true } },
    { name: 'firstName', type: 'text', required: true },
    { name: 'middleName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'telephone', type: 'text', required: true },
    { name: 'email', type: 'text', required: true },
    { name: 'gender', type: 'select', required: true, options: ['Male', 'Female'] },
    { name: 'location', type: 'text', required: true, label: 'How did we meet?' },
    { name: 'lastSchool', type: 'text', required: true },
    { name: 'grade', type: 'text', required: true },
    { name: 'adventist', type: 'checkbox' },
    { name: 'churchConference', type: 'text' },
    { name: 'churchDistrict', type: 'text', label: 'Name of Church' },
    { name: 'degreeType', type: 'select', required: true, options: ['Certificate', 'Undergraduate', 'Graduate'] },
    { name: 'programChoice', type: 'text', label: 'Certificate choice' },
    { name: 'degreeChoice', type: 'text' },
    { name: 'additionInfo', type: 'textarea', label: 'Additional information' },
    { name: 'handled', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      name: 'forwardStatus',
      type: 'select',
      defaultValue: 'not-configured',
      index: true,
      options: [
        { label: 'Not forwarded (no admissions system configured)', value: 'not-configured' },
        { label: 'Waiting to be forwarded', value: 'pending' },
        { label: 'Forwarded', value: 'sent' },
        { label: 'Failed (retries exhausted)', value: 'failed' },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'forwardAttempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
  ],
}
