import type { CollectionConfig, PayloadHandler, Where } from 'payload'
import { GENDERS, PROGRAMME_LEVELS } from '../fields/enumerations'
import { toCsv } from './csv'
import { admissions, hasRole, nobody } from '@/lib/cms/access'

/** GET /api/information-requests/export.csv — the requests (filtered like the list) as CSV. */
const exportCsv: PayloadHandler = async (req) => {
  if (!hasRole(req, 'admin', 'admissions')) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
  const where = (req.query?.where ?? {}) as Where
  const result = await req.payload.find({
    collection: 'information-requests',
    where,
    sort: '-entryDate',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
  })
  const stamp = new Date().toISOString().slice(0, 10)
  return new Response(toCsv(result.docs as unknown as Record<string, unknown>[]), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="information-requests-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

/**
 * Requests for information from prospective students: the admissions inbox. Only admissions
 * staff and administrators see them (filter by handled or forwarding state, mark handled,
 * export CSV); editors do not. They arrive only through our route handler
 * (app/api/request-information, Local API), never through the public CMS API.
 */
export const InformationRequests: CollectionConfig = {
  slug: 'information-requests',
  labels: { singular: 'Information request', plural: 'Information requests' },
  admin: {
    useAsTitle: 'lastName',
    defaultColumns: ['entryDate', 'firstName', 'lastName', 'degreeType', 'handled', 'forwardStatus'],
    listSearchableFields: ['firstName', 'lastName', 'email', 'telephone'],
    group: 'Admissions',
    description: 'Requests sent with the Request Information form. Tick “Handled” once someone has replied.',
    components: { beforeListTable: ['/features/request-information/inbox/ExportCsvButton#ExportCsvButton'] },
  },
  access: {
    read: admissions,
    update: admissions,
    delete: admissions,
    create: nobody,
    admin: ({ req }) => hasRole(req, 'admin', 'admissions'),
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportCsv }],
  defaultSort: '-entryDate',
  fields: [
    { name: 'entryDate', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'middleName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'telephone', type: 'text', required: true },
        { name: 'email', type: 'text', required: true },
        { name: 'gender', type: 'select', required: true, options: [...GENDERS] },
      ],
    },
    { name: 'location', type: 'text', required: true, label: 'How did we meet?' },
    {
      type: 'row',
      fields: [
        { name: 'lastSchool', type: 'text', required: true, label: 'Last/current school' },
        { name: 'grade', type: 'text', required: true },
      ],
    },
    {
      name: 'adventist',
      type: 'select',
      label: 'Adventist?',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'churchConference', type: 'text', label: 'Church conference' },
        { name: 'churchDistrict', type: 'text', label: 'Name of Church' },
      ],
    },
    { name: 'degreeType', type: 'select', required: true, label: 'Programme level', options: [...PROGRAMME_LEVELS] },
    {
      type: 'row',
      fields: [
        { name: 'programChoice', type: 'text', label: 'Certificate choice' },
        { name: 'degreeChoice', type: 'text', label: 'Degree choice' },
      ],
    },
    { name: 'additionInfo', type: 'textarea', label: 'Additional information' },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Someone from admissions has replied.' },
    },
    {
      name: 'forwardStatus',
      type: 'select',
      label: 'Forwarding',
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
    { name: 'forwardedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'forwardError', type: 'text', label: 'Last forwarding error', admin: { position: 'sidebar', readOnly: true } },
  ],
}
