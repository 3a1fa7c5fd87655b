'use client'
import { Button, useAuth, useConfig, useForm } from '@payloadcms/ui'
import { useId, useState } from 'react'
import { releaseOwnLock } from './release-lock'
import { COMMENT_MAX, type ReviewAction, type ReviewStatus } from './state'

export type ReviewView = {
  status: ReviewStatus | null
  comment: string | null
  submittedBy: string | null
  submittedAt: string | null
  reviewedBy: string | null
  reviewedAt: string | null
  /** Whether the signed-in user submitted it. */
  mine: boolean
}

type Props = {
  collection: string
  id: string | number | null
  review: ReviewView
  canSubmit: boolean
  canReview: boolean
}

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : ''

const box = (tone: 'warning' | 'success' | 'elevation') => ({
  padding: 'calc(var(--base) * 0.6)',
  border: `1px solid var(--theme-${tone}-${tone === 'elevation' ? '150' : '500'})`,
  borderRadius: 'var(--style-radius-m)',
  background: `var(--theme-${tone}-${tone === 'elevation' ? '50' : '100'})`,
  margin: '0 0 0.75rem',
})

/**
 * The review steps on the document: "Submit for review" saves the form as a draft asking for the
 * step, "Send back" does the same with the reviewer's comment; approving is publishing (now or
 * scheduled), which the save's own buttons do. After a step the document is handed over: the
 * signed-in user's lock on it is released (release-lock.ts), and the page reloads to show the outcome.
 */
export function ReviewActions({ collection, id, review, canSubmit, canReview }: Props) {
  const { submit } = useForm()
  const { config } = useConfig()
  const { user } = useAuth()
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const commentId = useId()
  const headingId = useId()

  const step = async (action: ReviewAction) => {
    if (id === null) return
    setBusy(true)
    const result = await submit({
      action: `${config.routes.api}/${collection}/${encodeURIComponent(String(id))}?depth=0&draft=true`,
      method: 'PATCH',
      overrides: { _status: 'draft', review: { action, comment: action === 'send-back' ? comment : undefined } },
      skipValidation: true,
    })
    if (!result?.res?.ok) {
      setBusy(false)
      return
    }
    // Handed over: the editor's lock on it, which the form's last change may have taken again after the save, goes.
    await releaseOwnLock(config.routes.api, collection, id, user)
    window.location.reload()
  }

  const waiting = review.status === 'submitted'
  return (
    <section
      aria-labelledby={headingId}
      className="field-type"
      data-testid="review-panel"
      style={{ marginBottom: 'var(--base)' }}
    >
      <h3 id={headingId} style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        Review
      </h3>
      {waiting && (
        <p role="status" style={box('elevation')}>
          <strong>Waiting for review.</strong> Submitted by {review.submittedBy ?? 'an editor'} on{' '}
          {when(review.submittedAt)}.
        </p>
      )}
      {review.status === 'sent-back' && (
        <div role="status" style={box('warning')}>
          <p style={{ margin: '0 0 0.4rem' }}>
            <strong>Sent back</strong> by {review.reviewedBy ?? 'a reviewer'} on {when(review.reviewedAt)}:
          </p>
          <blockquote data-testid="review-comment" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {review.comment}
          </blockquote>
        </div>
      )}
      {review.status === 'approved' && (
        <p role="status" style={box('success')}>
          <strong>Approved</strong> by {review.reviewedBy ?? 'the scheduled publish'} on {when(review.reviewedAt)}.
        </p>
      )}
      {canSubmit && !waiting && (
        <>
          <p style={{ margin: '0 0 0.5rem' }}>
            {id === null
              ? 'Save a draft first, then submit it for review.'
              : 'Your changes go out once a reviewer approves them. Submitting saves what you see as a draft.'}
          </p>
          <Button
            buttonStyle="primary"
            size="medium"
            disabled={busy || id === null}
            onClick={() => void step('submit')}
          >
            Submit for review
          </Button>
        </>
      )}
      {canReview && waiting && (
        <>
          <p style={{ margin: '0 0 0.5rem' }}>
            Compare it with what is published under Versions. To approve it, publish it (now or scheduled); or send it
            back to its author with a comment.
          </p>
          <label htmlFor={commentId} style={{ display: 'block', marginBottom: '0.25rem' }}>
            Comment for the author
          </label>
          <textarea
            id={commentId}
            value={comment}
            maxLength={COMMENT_MAX}
            rows={4}
            onChange={(e) => setComment(e.target.value)}
            style={{ width: '100%', marginBottom: '0.5rem' }}
          />
          <Button
            buttonStyle="secondary"
            size="medium"
            disabled={busy || comment.trim() === ''}
            onClick={() => void step('send-back')}
          >
            Send back
          </Button>
        </>
      )}
    </section>
  )
}
