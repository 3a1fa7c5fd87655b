import type {
  CollectionAfterDeleteHook,
  CollectionAfterOperationHook,
  CollectionConfig,
  PayloadHandler,
  PayloadRequest,
  Where,
} from 'payload'
import { audit } from '../data-protection/audit'
import { purgeExpiredRequests } from '../data-protection/retention'
import { eraseSubject, exportSubject } from '../data-protection/subject'
import { GENDERS, PROGRAMME_LEVELS } from '../fields/enumerations'
import { toCsv } from './csv'
import { admissions, hasRole, nobody } from '@/lib/cms/access'

/** GET /api/information-requests/export.csv — the requests (filtered like the list) as CSV. */
const exportCsv: PayloadHandler = async (req) => {
  if (!hasRole(req, 'admin', 'admissions'))
    return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
  const where = (req.query?.where ?? {}) as Where
  const result = await req.payload.find({
    collection: 'information-requests',
    where,
    sort: '-entryDate',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    context: { audit: false },
  })
  await audit(req, {
    action: 'exported',
    summary: `Exported ${result.docs.length} request(s) as CSV`,
    ids: result.docs.map((d) => d.id),
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

const forbidden = () =>
  Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })

/** The e-mail address a data-protection request names: from the query (export) or the JSON body (erase). */
async function subjectEmail(req: PayloadRequest, from: 'query' | 'body'): Promise<string | null> {
  const raw =
    from === 'query' ? req.query?.email : ((await req.json?.().catch(() => null)) as { email?: unknown } | null)?.email
  const email = typeof raw === 'string' ? raw.trim() : ''
  return email.length >= 3 && email.length <= 254 && email.includes('@') ? email : null
}

/** GET /api/information-requests/subject-data?email=… — everything held about one person, as JSON. */
const subjectData: PayloadHandler = async (req) => {
  if (!hasRole(req, 'admin', 'admissions')) return forbidden()
  const email = await subjectEmail(req, 'query')
  if (!email) return Response.json({ errors: [{ message: 'Give the e-mail address: ?email=…' }] }, { status: 400 })
  return Response.json(await exportSubject(req, email), {
    headers: {
      'Cache-Control': 'no-store',
      'Content-Disposition': 'attachment; filename="information-requests-subject.json"',
    },
  })
}

/** POST /api/information-requests/erase { email } — deletes everything held about one person. */
const eraseSubjectData: PayloadHandler = async (req) => {
  if (!hasRole(req, 'admin', 'admissions')) return forbidden()
  const email = await subjectEmail(req, 'body')
  if (!email) return Response.json({ errors: [{ message: 'Send { "email": "…" }' }] }, { status: 400 })
  return Response.json(await eraseSubject(req, email), { headers: { 'Cache-Control': 'no-store' } })
}

/** POST /api/information-requests/purge-expired — applies the retention period now (administrators; the daily job does the same). */
const purgeNow: PayloadHandler = async (req) => {
  if (!hasRole(req, 'admin')) return forbidden()
  return Response.json(await purgeExpiredRequests(req), { headers: { 'Cache-Control': 'no-store' } })
}

/** Every time someone reads requests (the inbox list, one request), the audit log says who and which. */
const auditViews: CollectionAfterOperationHook<'information-requests'> = async ({ operation, req, result }) => {
  if (!req.user || req.context?.audit === false) return result
  if (operation === 'find') {
    const docs = (result as { docs?: { id: number | string }[] }).docs ?? []
    if (docs.length)
      await audit(req, {
        action: 'viewed',
        summary: `Viewed a list of ${docs.length} request(s)`,
        ids: docs.map((d) => d.id),
      })
  } else if (operation === 'findByID' && result) {
    const id = (result as { id: number | string }).id
    await audit(req, { action: 'viewed', summary: `Viewed request ${id}`, ids: [id] })
  }
  return result
}

const auditDeletes: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (req.context?.audit === false) return doc
  await audit(req, { action: 'deleted', summary: `Deleted request ${doc.id}`, ids: [doc.id] })
  return doc
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
    components: {
      beforeListTable: [
        '/components/admin/ExportCsvButton#ExportCsvButton',
        '/features/request-information/inbox/DataProtectionPanel#DataProtectionPanel',
      ],
    },
  },
  access: {
    read: admissions,
    update: admissions,
    delete: admissions,
    create: nobody,
    admin: ({ req }) => hasRole(req, 'admin', 'admissions'),
  },
  endpoints: [
    { path: '/export.csv', method: 'get', handler: exportCsv },
    { path: '/subject-data', method: 'get', handler: subjectData },
    { path: '/erase', method: 'post', handler: eraseSubjectData },
    { path: '/purge-expired', method: 'post', handler: purgeNow },
  ],
  hooks: { afterOperation: [auditViews], afterDelete: [auditDeletes] },
  defaultSort: '-entryDate',
  fields: [
    {
      name: 'entryDate',
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
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
    {
      name: 'forwardedAt',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'forwardError',
      type: 'text',
      label: 'Last forwarding error',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'noticedAt',
      type: 'date',
      label: 'Admissions notified at',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the e-mail notice (or the daily digest) about this request was sent.',
      },
    },
    {
      name: 'consentText',
      type: 'textarea',
      label: 'Consent the sender gave',
      admin: { readOnly: true, description: 'The words beside the submit button when this request was sent.' },
    },
    {
      name: 'consentedAt',
      type: 'date',
      label: 'Consent given at',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
