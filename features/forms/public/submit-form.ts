import { HONEYPOT_FIELD, SUBMISSION_MESSAGES } from '@/features/request-information/submission'
import type { HumanCheckForSubmit } from '@/features/request-information/form/submit-request'
import { SUBMIT_MESSAGES } from '@/features/request-information/form/submit-request'
import type { FormValues } from '../definition'
import { FORM_SUBMISSION_ENDPOINT } from '../submission'

export type SubmitResult =
  | { status: 'sent' }
  | { status: 'failed'; message: string; fieldErrors: [string, string][] }

/** Sends one form's answers with the human-check answer (the request form's protocol: 201 is success, anything else a refusal to read out). */
export async function submitForm(
  formId: string,
  values: FormValues,
  human: HumanCheckForSubmit,
  honeypot: string,
): Promise<SubmitResult> {
  const answer = await human.getAnswer()
  if (!answer) {
    human.renew()
    return { status: 'failed', message: SUBMIT_MESSAGES.unverified, fieldErrors: [] }
  }
  let response: Response
  try {
    response = await fetch(FORM_SUBMISSION_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ form: formId, values, ...answer, [HONEYPOT_FIELD]: honeypot }),
    })
  } catch {
    return { status: 'failed', message: SUBMISSION_MESSAGES.network, fieldErrors: [] }
  }
  human.renew()
  if (response.status === 201) return { status: 'sent' }
  const body = (await response.json().catch(() => ({}))) as { error?: string; errors?: Record<string, string> }
  const fieldErrors = response.status === 400 && body.errors ? Object.entries(body.errors) : []
  return { status: 'failed', message: body.error ?? SUBMIT_MESSAGES.failed, fieldErrors }
}
