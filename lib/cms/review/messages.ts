import type { ReviewStep } from './state'

/**
 * The e-mails of a review: to the reviewers when a change is submitted, to its author when it is
 * sent back (with the reviewer's comment) or approved. Plain text, each with the link to the
 * document in the admin.
 */

export type ReviewEmail = { subject: string; text: string }

export type ReviewMessageInput = {
  step: ReviewStep
  title: string
  /** "Programme", "Feature story", ... */
  kind: string
  /** The admin page of the document. */
  link: string
  /** The dashboard, where the waiting list is. */
  dashboard: string
  actor: string
  comment?: string | null
  /** Set when a scheduled publish approved it. */
  scheduled?: boolean
}

export const REVIEW_SUBJECTS = {
  submitted: (title: string) => `Waiting for review: “${title}”`,
  'sent-back': (title: string) => `Sent back for changes: “${title}”`,
  approved: (title: string) => `Approved and published: “${title}”`,
} satisfies Record<ReviewStep, (title: string) => string>

export function reviewEmail(input: ReviewMessageInput): ReviewEmail {
  const { step, title, kind, link, dashboard, actor, comment } = input
  const subject = REVIEW_SUBJECTS[step](title)
  const lines =
    step === 'submitted'
      ? [
          `${actor} submitted a change to the ${kind.toLowerCase()} “${title}” for review.`,
          '',
          `Review it (the change is shown against what is published): ${link}`,
          `Everything waiting for review is listed on the dashboard: ${dashboard}`,
          '',
          'Publish it (now or scheduled) to approve it, or send it back with a comment.',
        ]
      : step === 'sent-back'
        ? [
            `${actor} sent your change to the ${kind.toLowerCase()} “${title}” back with this comment:`,
            '',
            ...String(comment ?? '')
              .split('\n')
              .map((line) => `> ${line}`),
            '',
            `Make the changes and submit it for review again: ${link}`,
          ]
        : [
            input.scheduled
              ? `Your change to the ${kind.toLowerCase()} “${title}” was approved and has now been published as scheduled.`
              : `${actor} approved your change to the ${kind.toLowerCase()} “${title}” and published it.`,
            '',
            `See it in the admin: ${link}`,
          ]
  return { subject, text: lines.join('\n') }
}

/** The admin page of a document. */
export function documentLink(origin: string, collection: string, id: string | number): string {
  return `${origin}/admin/collections/${collection}/${encodeURIComponent(String(id))}`
}
