/**
 * The review state a document carries with its drafts (the `review` group), and the steps that
 * change it. Pure: the hook passes the stored state, what the save asks for and who asks; the
 * state a client sends is never stored as sent.
 */

export const REVIEW_STATUSES = ['submitted', 'sent-back', 'approved'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** What a save may ask for besides its content (the `review.action` the review panel or an API client sends). */
export const REVIEW_ACTIONS = ['submit', 'send-back'] as const
export type ReviewAction = (typeof REVIEW_ACTIONS)[number]

/** What the audit log and the e-mails call each step. */
export type ReviewStep = 'submitted' | 'sent-back' | 'approved'

export const COMMENT_MAX = 2000

export type ReviewState = {
  status?: ReviewStatus | null
  comment?: string | null
  submittedBy?: unknown
  submittedAt?: string | null
  college?: unknown
  reviewedBy?: unknown
  reviewedAt?: string | null
}

export const REVIEW_MESSAGES = {
  unknownAction: 'Unknown review action: use "submit" or "send-back".',
  alreadyWaiting: 'This change is already waiting for review.',
  notWaiting: 'Only a change waiting for review can be sent back.',
  notReviewer: 'You may not review changes to this document.',
  commentRequired: 'Say what should change before sending it back.',
  commentTooLong: `Keep the comment under ${COMMENT_MAX} characters.`,
  submitNotPublish: 'Submitting for review saves a draft: it cannot publish at the same time.',
  othersToReview: 'This change is waiting for its college’s named reviewers.',
} as const

export type StepInput = {
  previous: ReviewState | null | undefined
  /** `review.action` from the save's data, as sent. */
  action: unknown
  comment: unknown
  /** Whether the save ends published (a publish now, or a scheduled one running). */
  publishing: boolean
  actor: { id: string | number | null; college: string | null; mayReview: boolean }
  now: string
}

export type StepResult = { ok: true; review: ReviewState; step: ReviewStep | null } | { ok: false; message: string }

/** The stored state cleaned of anything a client could add. */
function stored(previous: ReviewState | null | undefined): ReviewState {
  return {
    status: previous?.status ?? null,
    comment: previous?.comment ?? null,
    submittedBy: previous?.submittedBy ?? null,
    submittedAt: previous?.submittedAt ?? null,
    college: previous?.college ?? null,
    reviewedBy: previous?.reviewedBy ?? null,
    reviewedAt: previous?.reviewedAt ?? null,
  }
}

const idOf = (value: unknown): string | number | null => {
  if (typeof value === 'string' || typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return null
}

/**
 * The review state after a save. `submit` (an author, on a draft) puts the change in the
 * reviewers' list; `send-back` (a reviewer, with a comment) returns it to its author; publishing a
 * change that was submitted or sent back approves it (a reviewer's publish: whoever may not
 * approve may not publish either, the access rule sees to that). Any other save keeps the state.
 */
export function reviewStep({ previous, action, comment, publishing, actor, now }: StepInput): StepResult {
  const state = stored(previous)
  if (action !== undefined && action !== null && action !== '') {
    if (!(REVIEW_ACTIONS as readonly unknown[]).includes(action))
      return { ok: false, message: REVIEW_MESSAGES.unknownAction }
    if (action === 'submit') {
      if (publishing) return { ok: false, message: REVIEW_MESSAGES.submitNotPublish }
      if (state.status === 'submitted') return { ok: false, message: REVIEW_MESSAGES.alreadyWaiting }
      return {
        ok: true,
        step: 'submitted',
        review: {
          ...state,
          status: 'submitted',
          comment: null,
          submittedBy: actor.id,
          submittedAt: now,
          college: actor.college,
          reviewedBy: null,
          reviewedAt: null,
        },
      }
    }
    // send-back
    if (!actor.mayReview) return { ok: false, message: REVIEW_MESSAGES.notReviewer }
    if (state.status !== 'submitted') return { ok: false, message: REVIEW_MESSAGES.notWaiting }
    const text = typeof comment === 'string' ? comment.trim() : ''
    if (!text) return { ok: false, message: REVIEW_MESSAGES.commentRequired }
    if (text.length > COMMENT_MAX) return { ok: false, message: REVIEW_MESSAGES.commentTooLong }
    if (publishing) return { ok: false, message: REVIEW_MESSAGES.notWaiting }
    return {
      ok: true,
      step: 'sent-back',
      review: { ...state, status: 'sent-back', comment: text, reviewedBy: actor.id, reviewedAt: now },
    }
  }
  if (publishing && state.status === 'submitted' && actor.id !== null && !actor.mayReview)
    return { ok: false, message: REVIEW_MESSAGES.othersToReview }
  if (publishing && (state.status === 'submitted' || state.status === 'sent-back'))
    return {
      ok: true,
      step: 'approved',
      review: { ...state, status: 'approved', comment: null, reviewedBy: actor.id, reviewedAt: now },
    }
  return { ok: true, step: null, review: state }
}

/** The author to tell about a step: who submitted the change. */
export function reviewAuthor(review: ReviewState | null | undefined): string | number | null {
  return idOf(review?.submittedBy)
}

/** The college a submitted change came from, as an id. */
export function reviewCollege(review: ReviewState | null | undefined): string | null {
  const id = idOf(review?.college)
  return id === null ? null : String(id)
}

/** The step a save took, from the review state before and after it (none for a save that took none). */
export function stepBetween(
  before: ReviewState | null | undefined,
  after: ReviewState | null | undefined,
): ReviewStep | null {
  if (!after?.status) return null
  if (after.status === 'submitted') return after.submittedAt !== before?.submittedAt ? 'submitted' : null
  if (after.reviewedAt === before?.reviewedAt && after.status === before?.status) return null
  return after.status
}
