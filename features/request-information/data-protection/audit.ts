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
  /** The collection of personal data acted on (the information requests unless told). */
  collection?: 'information-requests' | 'visit-bookings'
}

/** Writes one audit entry for the signed-in user (none for the retention job). */
export async function audit(
  req: PayloadRequest,
  { action, summary, ids, email, collection = 'information-requests' }: Entry,
) {
  await req.payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    req,
    data: {
      action,
      collectionSlug: collection,
      summary,
      documentIds: ids?.length ? ids.join(', ').slice(0, 2000) : undefined,
      subjectHash: email ? subjectHash(email) : undefined,
      user: req.user && req.user.collection === 'users' ? req.user.id : undefined,
    },
  })
}
