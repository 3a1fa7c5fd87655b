import type { PayloadRequest } from 'payload'
import { mayReview, mustSubmit, type ReviewUser } from './rules'
import { reviewSettings } from './settings'
import { reviewAuthor, reviewCollege, type ReviewState } from './state'
import { ReviewActions, type ReviewView } from './ReviewActions'

type Props = { req: PayloadRequest; data?: Record<string, unknown>; id?: string | number; collectionSlug: string }

async function nameOf(req: PayloadRequest, id: unknown): Promise<string | null> {
  const key = typeof id === 'object' && id && 'id' in id ? (id as { id: unknown }).id : id
  if (typeof key !== 'string' && typeof key !== 'number') return null
  const user = await req.payload.findByID({
    collection: 'users',
    id: key,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { name: true, email: true },
    req,
  })
  return user ? user.name || user.email : null
}

/**
 * The review panel in the sidebar of every reviewable document: where the change stands (waiting,
 * sent back with the reviewer's comment, approved) and the step the signed-in user may take.
 * Shows nothing where review is off and the document never went through it.
 */
export async function ReviewPanel({ req, data, id, collectionSlug }: Props) {
  const review = (data?.review ?? null) as ReviewState | null
  const user = req.user as ReviewUser
  const settings = await reviewSettings(req)
  const submit = mustSubmit(user, collectionSlug, settings)
  const reviewer = mayReview(user, collectionSlug, reviewCollege(review), settings)
  if (!review?.status && !submit) return null
  const view: ReviewView = {
    status: review?.status ?? null,
    comment: review?.comment ?? null,
    submittedBy: await nameOf(req, review?.submittedBy),
    submittedAt: review?.submittedAt ?? null,
    reviewedBy: await nameOf(req, review?.reviewedBy),
    reviewedAt: review?.reviewedAt ?? null,
    mine: reviewAuthor(review) !== null && String(reviewAuthor(review)) === String(user?.id),
  }
  return (
    <ReviewActions
      collection={collectionSlug}
      id={id ?? null}
      review={view}
      canSubmit={submit || view.mine}
      canReview={reviewer}
    />
  )
}
