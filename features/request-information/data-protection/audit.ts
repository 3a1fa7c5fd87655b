import { createHmac } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import type { AuditAction } from '@/lib/cms/collections/AuditLog'
import { config } from '@/lib/config/site.mjs'

/** The same e-mail address always gives the same hash, which cannot be turned back into it. */
export function subjectHash(email: string): string {
  return createHmac('sha256', config.payloadSecret).update(email.trim().toLowerCase()).digest('hex').slice(0, 32)
}

type Entry = {
  action: AuditAction
  summary: string
  ids?: (string | number)[]
  email?: string
  /** The personal data acted on: information requests unless said (the forms' submissions, the visit bookings). */
  collectionSlug?: 'information-requests' | 'form-submissions' | 'visit-bookings'
}

/** Writes one audit entry for the signed-in user (none for the retention job). */
export async function audit(
  req: PayloadRequest,
  { action, summary, ids, email, collectionSlug = 'information-requests' }: Entry,
) {
  await req.payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    req,
    data: {
      action,
      collectionSlug,
      summary,
      documentIds: ids?.length ? ids.join(', ').slice(0, 2000) : undefined,
      subjectHash: email ? subjectHash(email) : undefined,
      user: req.user && req.user.collection === 'users' ? req.user.id : undefined,
    },
  })
}
