import type {
  CollectionAfterDeleteHook,
  CollectionAfterOperationHook,
  CollectionConfig,
  PayloadHandler,
  Where,
} from 'payload'
import { audit } from '@/features/request-information/data-protection/audit'
import { toCsv } from '@/features/request-information/inbox/csv'
import { admissions, hasRole, nobody } from '@/lib/cms/access'
import { BOOKING_CSV_COLUMNS, bookingCsvRow } from './csv-columns'

export const BOOKING_STATUSES = [
  { label: 'Confirmed', value: 'confirmed' },
  { label: 'Waiting list', value: 'waiting' },
  { label: 'Cancelled', value: 'cancelled' },
] as const

/** GET /api/visit-bookings/export.csv — the bookings (filtered like the list) as CSV, for admissions. */
const exportCsv: PayloadHandler = async (req) => {
  if (!hasRole(req, 'admin', 'admissions'))
    return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
  const result = await req.payload.find({
    collection: 'visit-bookings',
    where: (req.query?.where ?? {}) as Where,
    sort: '-bookedAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    context: { audit: false },
  })
  await audit(req, {
    action: 'exported',
    summary: `Exported ${result.docs.length} visit booking(s) as CSV`,
    ids: result.docs.map((d) => d.id),
    collectionSlug: 'visit-bookings',
  })
  const stamp = new Date().toISOString().slice(0, 10)
  const rows = result.docs.map((doc) => bookingCsvRow(doc as unknown as Record<string, unknown>))
  return new Response(toCsv(rows, BOOKING_CSV_COLUMNS), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="visit-bookings-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** Every time someone reads bookings (the list, one booking), the audit log says who and which. */
const auditViews: CollectionAfterOperationHook<'visit-bookings'> = async ({ operation, req, result }) => {
  if (!req.user || req.context?.audit === false) return result
  if (operation === 'find') {
    const docs = (result as { docs?: { id: number | string }[] }).docs ?? []
    if (docs.length)
      await audit(req, {
        action: 'viewed',
        summary: `Viewed a list of ${docs.length} visit booking(s)`,
        ids: docs.map((d) => d.id),
        collectionSlug: 'visit-bookings',
      })
  } else if (operation === 'findByID' && result) {
    const id = (result as { id: number | string }).id
    await audit(req, {
      action: 'viewed',
      summary: `Viewed visit booking ${id}`,
      ids: [id],
      collectionSlug: 'visit-bookings',
    })
  }
  return result
}

const auditDeletes: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (req.context?.audit === false) return doc
  await audit(req, {
    action: 'deleted',
    summary: `Deleted visit booking ${doc.id}`,
    ids: [doc.id],
    collectionSlug: 'visit-bookings',
  })
  return doc
}

const readOnly = { readOnly: true } as const
const stamp = { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * Places booked on visits and open days (features/visit-booking/): beside the information
 * requests in the admissions group, for admissions staff and administrators only. Bookings arrive
 * only through the booking route (app/api/visit-booking), and change status only through its
 * conditional updates (places/places.ts), so the admin shows them read-only; the data-protection
 * panel of the information requests copies and erases them with the requests.
 */
export const VisitBookings: CollectionConfig = {
  slug: 'visit-bookings',
  labels: { singular: 'Visit booking', plural: 'Visit bookings' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['bookedAt', 'eventName', 'status', 'name', 'guests', 'programme'],
    listSearchableFields: ['name', 'email', 'eventName'],
    group: 'Admissions',
    description: 'Places booked on open days and campus visits, and their waiting lists.',
    components: {
      beforeListTable: [
        '/components/admin/ExportCsvButton#ExportCsvButton',
        '/features/request-information/inbox/DataProtectionPanel#DataProtectionPanel',
      ],
    },
  },
  access: {
    read: admissions,
    update: nobody,
    delete: admissions,
    create: nobody,
    admin: ({ req }) => hasRole(req, 'admin', 'admissions'),
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportCsv }],
  hooks: { afterOperation: [auditViews], afterDelete: [auditDeletes] },
  defaultSort: '-bookedAt',
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'upcoming-events',
      required: true,
      index: true,
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        { name: 'eventName', type: 'text', required: true, label: 'Event', admin: readOnly },
        { name: 'eventDate', type: 'date', required: true, index: true, admin: stamp },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: [...BOOKING_STATUSES],
      admin: { ...readOnly, position: 'sidebar' },
    },
    { name: 'bookedAt', type: 'date', required: true, index: true, admin: { ...stamp, position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: readOnly },
        { name: 'email', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'guests', type: 'number', required: true, min: 1, admin: readOnly },
      ],
    },
    { name: 'programme', type: 'text', label: 'Programme of interest', admin: readOnly },
    {
      name: 'answers',
      type: 'array',
      admin: readOnly,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea' },
      ],
    },
    {
      name: 'offeredAt',
      type: 'date',
      label: 'Given a freed place at',
      admin: { ...stamp, position: 'sidebar' },
    },
    { name: 'cancelledAt', type: 'date', admin: { ...stamp, position: 'sidebar' } },
    { name: 'reminderSentAt', type: 'date', index: true, admin: { ...stamp, position: 'sidebar' } },
    { name: 'consentText', type: 'textarea', label: 'Consent the visitor gave', admin: readOnly },
  ],
}
