import type { Field, FieldAccess } from 'payload'
import { mayPreview } from '@/lib/cms/access'
import { REVIEW_STATUSES } from './state'

const readOnly = { readOnly: true }

/** Who submitted what and the reviewers' comments are for those who see drafts, never for visitors of the API. */
const staff: FieldAccess = ({ req }) => mayPreview(req.user)

/**
 * The review state of a document, kept with its drafts so every step is a version in the
 * document's history. People and the college are plain ids: no read of the document loads a user, and
 * deleting a user leaves the history as it was. Only the review hook writes it (lib/cms/review/hooks.ts): what a client sends
 * here is replaced by the stored state, except `action` and `comment` with it, which ask for a step.
 * Shown in the sidebar by the review panel (ReviewPanel.tsx), which also offers the steps.
 */
export const reviewField: Field = {
  name: 'review',
  type: 'group',
  access: { read: staff },
  admin: {
    position: 'sidebar',
    components: { Field: '/lib/cms/review/ReviewPanel#ReviewPanel' },
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      index: true,
      options: REVIEW_STATUSES.map((value) => ({ label: value, value })),
      admin: readOnly,
    },
    { name: 'comment', type: 'textarea', admin: readOnly },
    { name: 'submittedBy', type: 'number', admin: readOnly },
    { name: 'submittedAt', type: 'date', admin: readOnly },
    { name: 'college', type: 'number', admin: readOnly },
    { name: 'reviewedBy', type: 'number', admin: readOnly },
    { name: 'reviewedAt', type: 'date', admin: readOnly },
    // What the save asks for ("submit", "send-back"): read by the hook, never stored.
    { name: 'action', type: 'text', virtual: true, admin: { hidden: true } },
  ],
}
