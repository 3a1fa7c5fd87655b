import type { Access, CollectionConfig } from 'payload'
import { hasRole, nobody } from '@/lib/cms/access'

export const AUDIT_ACTIONS = [
  'viewed',
  'exported',
  'erased',
  'deleted',
  'purged',
  'published',
  'unpublished',
  'review-submitted',
  'review-sent-back',
  'review-approved',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Administrators read everything; editors read the history of content, not what was done with personal data. */
const readAudit: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (hasRole(req, 'editor'))
    return { collectionSlug: { not_in: ['information-requests', 'form-submissions', 'visit-bookings'] } }
  return false
}

/**
 * Who did what, and when: who published, unpublished or deleted content (lib/cms/hooks/audit.ts),
 * who submitted a change for review, sent it back or approved it (lib/cms/review/hooks.ts),
 * and who viewed, exported, erased or deleted information requests and visit bookings, and the retention job's purges. Written only by the server's own hooks; readable by
 * administrators (editors: the content entries); never changed. It names no person it is about: an e-mail address appears only
 * as a keyed hash, so an erasure leaves nothing of the person here either.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: 'Administration',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'summary', 'user'],
    description:
      'Who published, unpublished or deleted content; who submitted changes for review, sent them back or approved them; who viewed, exported, erased or deleted information requests and visit bookings, and what the retention job removed.',
  },
  access: { read: readAudit, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: [...AUDIT_ACTIONS] },
    { name: 'collectionSlug', type: 'text', required: true, label: 'Collection' },
    { name: 'summary', type: 'text', required: true },
    { name: 'documentIds', type: 'text', label: 'Documents' },
    { name: 'subjectHash', type: 'text', index: true, label: 'Person (keyed hash of the e-mail address)' },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Empty for the retention job and for changes made by the server itself.' },
    },
  ],
}
