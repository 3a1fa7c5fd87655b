import { readJsonBody } from '@/features/request-information/pipeline/read-json-body'
import { json, type Log } from '@/features/request-information/pipeline/respond'
import { HONEYPOT_FIELD, SUBMISSION_MESSAGES } from '@/features/request-information/submission'
import { VERIFICATION_MESSAGES, type VerificationResult } from '@/features/request-information/verification/messages'
import { clientAddress } from '@/lib/http/client-address'
import type { RateLimitResult } from '@/lib/http/rate-limit'
import type { PublicForm } from '../definition'
import { fieldErrors, formSchema, type FormAnswers } from '../schema'
import { FORM_MESSAGES_SERVER } from '../submission'

/** What the pipeline needs from the outside world: handle-submission.ts wires the real ones. */
export type SubmissionDeps = {
  hitRateLimit: (address: string) => Promise<RateLimitResult>
  /** The form as it is now, or null when there is none with this id. */
  loadForm: (id: string) => Promise<PublicForm | null>
  verify: (
    answer: { altcha: unknown; recaptchaToken: unknown },
    remoteIp: string | undefined,
  ) => Promise<VerificationResult>
  /** Stores a valid submission; resolves with its id once it is in the database. */
  store: (form: PublicForm, answers: FormAnswers) => Promise<string | number>
  log: Log
}

const FORM_ID = /^\d{1,12}$/

/**
 * One submission of a form an editor built, in the request form's order: read the JSON body
 * (415, 413, 400), drop a filled honeypot (201, stored nowhere), count it against the address's
 * rate limit (429), find the form (404), validate the answers with the form's own schema (400
 * with field errors), verify the human answer (403, or 503), store it (500 if that fails), and
 * only then answer 201. The notification e-mails are queued with the submission and sent after
 * the answer (features/forms/mail/).
 */
export async function processSubmission(request: Request, deps: SubmissionDeps): Promise<Response> {
  const body = await readJsonBody(request)
  if ('refusal' in body) return body.refusal
  const { fields } = body

  if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') {
    deps.log('dropped', { reason: 'honeypot' })
    return json({ ok: true }, 201)
  }

  const address = clientAddress(request.headers)
  const limit = await deps.hitRateLimit(address)
  if (!limit.allowed) {
    deps.log('rate-limited')
    return json({ error: SUBMISSION_MESSAGES.rateLimited(limit.retryAfterSeconds) }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }

  const id = typeof fields.form === 'string' || typeof fields.form === 'number' ? String(fields.form) : ''
  let form: PublicForm | null = null
  try {
    form = FORM_ID.test(id) ? await deps.loadForm(id) : null
  } catch (error) {
    deps.log('form-read-failed', { error: error instanceof Error ? error.name : 'unknown' })
    return json({ error: SUBMISSION_MESSAGES.storeFailed }, 500)
  }
  if (!form) return json({ error: FORM_MESSAGES_SERVER.unknownForm }, 404)

  const values =
    fields.values && typeof fields.values === 'object' && !Array.isArray(fields.values) ? fields.values : {}
  const parsed = formSchema(form.fields).safeParse(values)
  if (!parsed.success) {
    deps.log('invalid', { form: form.id })
    return json({ error: SUBMISSION_MESSAGES.invalid, errors: fieldErrors(parsed.error) }, 400)
  }

  const verification = await deps.verify(
    { altcha: fields.altcha, recaptchaToken: fields.recaptchaToken },
    address === 'unknown' ? undefined : address,
  )
  if (!verification.ok) {
    deps.log('verification-refused', { reason: verification.reason })
    return json(
      { error: VERIFICATION_MESSAGES[verification.reason], reason: verification.reason },
      verification.reason === 'unavailable' ? 503 : 403,
    )
  }

  try {
    const stored = await deps.store(form, parsed.data as FormAnswers)
    deps.log('stored', { form: form.id, id: stored })
  } catch (error) {
    deps.log('store-failed', { form: form.id, error: error instanceof Error ? error.name : 'unknown' })
    return json({ error: SUBMISSION_MESSAGES.storeFailed }, 500)
  }
  return json({ ok: true }, 201)
}
