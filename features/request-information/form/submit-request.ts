import { EMPTY_REQUEST, type RequestFormValues } from '../fields/empty-request'
import type { RequestInformation } from '../schema/request-information'
import { HONEYPOT_FIELD, REQUEST_INFORMATION_ENDPOINT, SUBMISSION_MESSAGES } from '../submission'
import type { HumanAnswer } from '../verification/useHumanCheck'

/** What the form says when a submission does not go through (besides the server's own messages). */
export const SUBMIT_MESSAGES = {
  unverified: 'We could not confirm that you are a person. Please wait a moment and submit again.',
  failed: 'Your request could not be sent. Please try again in a few minutes; what you typed is still here.',
} as const

/** The line above the form after a submit with invalid fields (the messages themselves show beside the fields). */
export function invalidSummary(count: number): string {
  return `${count} ${count === 1 ? 'field needs' : 'fields need'} your attention. ${SUBMISSION_MESSAGES.invalid}`
}

/** The part of the human check a submission uses. */
export type HumanCheckForSubmit = { getAnswer: () => Promise<HumanAnswer | null>; renew: () => void }

export type SubmitResult =
  | { status: 'sent' }
  /** Not sent or refused: `message` goes above the form, `fieldErrors` (from the server's 400) beside their fields. */
  | { status: 'failed'; message: string; fieldErrors: [keyof RequestFormValues, string][] }

type ErrorBody = { error?: string; errors?: Record<string, string> }

/**
 * The submit protocol of the request-information form: obtain the human-verification answer,
 * POST the valid fields with it (and the honeypot, empty for people) as JSON, then read the
 * answer. 201 is success; any other status is a refusal whose `error` text the visitor reads
 * (invalid fields, too many requests, failed verification, storage failure), with per-field
 * messages on a 400. Each answer used up its challenge, so a new one is started after it.
 */
export async function submitRequest(
  data: RequestInformation,
  human: HumanCheckForSubmit,
  honeypot: HTMLInputElement | null,
): Promise<SubmitResult> {
  const answer = await human.getAnswer()
  if (!answer) {
    human.renew()
    return { status: 'failed', message: SUBMIT_MESSAGES.unverified, fieldErrors: [] }
  }
  let response: Response
  try {
    response = await fetch(REQUEST_INFORMATION_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...data, ...answer, [HONEYPOT_FIELD]: honeypot?.value ?? '' }),
    })
  } catch {
    return { status: 'failed', message: SUBMISSION_MESSAGES.network, fieldErrors: [] }
  }
  // Every answer used its challenge (or failed): start a fresh one for the next submission.
  human.renew()
  if (response.status === 201) return { status: 'sent' }
  const body = (await response.json().catch(() => ({}))) as ErrorBody
  const fieldErrors = response.status === 400 && body.errors ? knownFieldErrors(body.errors) : []
  return { status: 'failed', message: body.error ?? SUBMIT_MESSAGES.failed, fieldErrors }
}

/** The server's field messages for fields this form has (anything else, such as `_form`, is left out). */
function knownFieldErrors(errors: Record<string, string>): [keyof RequestFormValues, string][] {
  return Object.entries(errors).filter((entry): entry is [keyof RequestFormValues, string] => entry[0] in EMPTY_REQUEST)
}
