import type {
  Access,
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'
import { APIError } from 'payload'
import { emailConfigured } from '@/lib/cms/email/status'
import { writeAuditEntry } from '@/lib/cms/hooks/audit'
import { config } from '@/lib/config/site.mjs'
import { reviewField } from './field'
import { documentLink, reviewEmail } from './messages'
import { authorCollege, isReviewable, mayReview, mustSubmit, reviewerIds, type ReviewUser } from './rules'
import { reviewSettings } from './settings'
import { reviewAuthor, reviewCollege, reviewStep, stepBetween, type ReviewState, type ReviewStep } from './state'

type Doc = Record<string, unknown> & { id?: string | number; _status?: string | null; review?: ReviewState | null }

/**
 * Data on a refusal: Payload's REST answer keeps an APIError's message only when it carries data
 * (without, a production build answers "An unknown error occurred.").
 */
const REFUSAL = { review: true }

export const reviewRefused = (label: string) =>
  `Changes to ${label} need review here: save them as a draft and submit them for review instead of publishing.`

const userOf = (req: PayloadRequest): ReviewUser =>
  req.user && req.user.collection === 'users' ? (req.user as unknown as ReviewUser) : null

const labelOf = (collection: CollectionConfig) => {
  const plural = collection.labels?.plural
  return typeof plural === 'string' ? plural.toLowerCase() : collection.slug
}
const kindOf = (collection: CollectionConfig) => {
  const singular = collection.labels?.singular
  return typeof singular === 'string' ? singular : collection.slug
}

async function mustSubmitHere(req: PayloadRequest, slug: string) {
  const user = userOf(req)
  if (!user) return false
  return mustSubmit(user, slug, await reviewSettings(req))
}

/**
 * The collection's `create` and `update` access, refusing a publish (`_status: 'published'`) from
 * whoever must submit changes for review: the admin then offers them no Publish or Schedule button,
 * and the REST API refuses the publish as the admin does.
 */
export function refusePublishing(slug: string, base: Access | undefined): Access {
  return async (args) => {
    const data = args.data as Doc | undefined
    if (data?._status === 'published' && (await mustSubmitHere(args.req, slug))) return false
    return base ? base(args) : Boolean(args.req.user)
  }
}

/**
 * Before the access rule runs: the same refusal with a message saying what to do instead, and for
 * a save that would publish without saying so (a save that is not a draft keeps a published
 * document published).
 */
export const refusePublishingWithReason =
  (collection: CollectionConfig): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const { data, draft } = args as { data?: Doc; draft?: boolean }
    const publishing = data?._status === 'published' || (operation === 'update' && !draft && data?._status !== 'draft')
    if (publishing && (await mustSubmitHere(req, collection.slug)))
      throw new APIError(reviewRefused(labelOf(collection)), 403, REFUSAL, true)
    return args
  }

/** Ids are integers in both databases; the review keeps them as plain numbers. */
const asId = (value: unknown): number | null => {
  const id = Number(value)
  return value !== null && value !== undefined && value !== '' && Number.isSafeInteger(id) ? id : null
}

/** Applies the step a save asks for (or a publish amounts to) to the stored review state. */
export const applyReviewStep: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  const user = userOf(req)
  const settings = await reviewSettings(req)
  const previous = (originalDoc as Doc | undefined)?.review
  const sent = (data as Doc).review as (ReviewState & { action?: unknown }) | undefined
  const status = (data as Doc)._status ?? (originalDoc as Doc | undefined)?._status
  const result = reviewStep({
    previous,
    action: sent?.action,
    comment: sent?.comment,
    publishing: status === 'published',
    actor: {
      id: user?.id ?? null,
      college: authorCollege(user),
      mayReview: mayReview(user, collection.slug, reviewCollege(previous), settings),
    },
    now: new Date().toISOString(),
  })
  if (!result.ok) throw new APIError(result.message, 400, REFUSAL, true)
  const { submittedBy, college, reviewedBy } = result.review
  return {
    ...data,
    review: { ...result.review, submittedBy: asId(submittedBy), college: asId(college), reviewedBy: asId(reviewedBy) },
  }
}

const AUDIT: Record<ReviewStep, 'review-submitted' | 'review-sent-back' | 'review-approved'> = {
  submitted: 'review-submitted',
  'sent-back': 'review-sent-back',
  approved: 'review-approved',
}
const AUDIT_VERB: Record<ReviewStep, string> = {
  submitted: 'Submitted for review',
  'sent-back': 'Sent back with a comment',
  approved: 'Approved',
}

type Person = { id: string | number; email?: string | null; name?: string | null; roles?: string[] | null }

const nameOf = (person: Person | null | undefined) => person?.name || person?.email || 'The scheduled publish'

/** Whom a step's e-mail goes to: the reviewers for a submission, the author otherwise. */
async function recipients(req: PayloadRequest, slug: string, step: ReviewStep, review: ReviewState): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { roles: { in: ['admin', 'editor', 'college-editor'] } },
    depth: 0,
    limit: 1000,
    overrideAccess: true,
    req,
    select: { email: true, roles: true, college: true },
  })
  const users = docs as unknown as Person[]
  const author = reviewAuthor(review)
  const wanted =
    step === 'submitted'
      ? reviewerIds(users, slug, reviewCollege(review), await reviewSettings(req), author)
      : author === null
        ? []
        : [String(author)]
  return users.filter((u) => wanted.includes(String(u.id)) && u.email).map((u) => u.email as string)
}

/** After a step: its audit entry (in the save's transaction) and its e-mails. */
export const recordReviewStep =
  (collection: CollectionConfig): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const current = doc as Doc
    const step = stepBetween((previousDoc as Doc | undefined)?.review, current.review)
    if (!step || !current.review) return doc
    const titleField = collection.admin?.useAsTitle ?? 'id'
    const title = String(current[titleField] ?? current.id ?? '')
    await writeAuditEntry(req, {
      action: AUDIT[step],
      collectionSlug: collection.slug,
      summary: `${AUDIT_VERB[step]} “${title}”`,
      id: current.id,
    })
    if (!emailConfigured()) return doc
    const to = await recipients(req, collection.slug, step, current.review)
    if (to.length === 0) return doc
    const actor = req.user as Person | null
    const message = reviewEmail({
      step,
      title,
      kind: kindOf(collection),
      link: documentLink(config.serverUrl, collection.slug, current.id ?? ''),
      dashboard: `${config.serverUrl}/admin`,
      actor: nameOf(actor),
      comment: current.review.comment,
      scheduled: !actor,
    })
    const payload = req.payload
    // Not awaited: a slow or absent mail server must not hold the editor's save (the adapter has its own timeouts).
    void Promise.all(to.map((address) => payload.sendEmail({ to: address, ...message }))).catch(() =>
      payload.logger.warn({ msg: 'review e-mail not sent', collection: collection.slug, step }),
    )
    return doc
  }

/**
 * Review before publishing for a collection with drafts (Site settings → Review says where it is
 * on): the refusal of publishing for whoever must submit, the review state kept with the drafts,
 * and each step in the audit log and by e-mail. Collections without drafts, or not reviewable,
 * are returned as they are.
 */
export function withReview(collection: CollectionConfig): CollectionConfig {
  if (!isReviewable(collection.slug) || !collection.versions || typeof collection.versions !== 'object')
    return collection
  if (!collection.versions.drafts) return collection
  const access = collection.access ?? {}
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    fields: [...collection.fields, reviewField],
    access: {
      ...access,
      create: refusePublishing(collection.slug, access.create),
      update: refusePublishing(collection.slug, access.update),
    },
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), refusePublishingWithReason(collection)],
      beforeChange: [...(hooks.beforeChange ?? []), applyReviewStep],
      afterChange: [...(hooks.afterChange ?? []), recordReviewStep(collection)],
    },
  }
}
