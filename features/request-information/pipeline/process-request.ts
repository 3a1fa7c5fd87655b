import { clientAddress } from '@/lib/http/client-address'
import type { RateLimitResult } from '@/lib/http/rate-limit'
import type { ProgrammeChoices } from '../fields/enumerations'
import { fieldErrors, requestInformationSchema, type RequestInformation } from '../schema/request-information'
import { HONEYPOT_FIELD, SUBMISSION_MESSAGES } from '../submission'
import { VERIFICATION_MESSAGES, type VerificationResult } from '../verification/messages'
import { readJsonBody } from './read-json-body'
import { json, type Log } from './respond'

export type HumanAnswerFields = { altcha: unknown; recaptchaToken: unknown }

/** What the pipeline needs from the outside world (the database, the queue, Redis): handle-request.ts wires the real ones. */
export type PipelineDeps = {
  hitRateLimit: (address: string) => Promise<RateLimitResult>
  /** The programme choices of each level as they are now (the published programmes): what a choice is checked against. */
  programmeChoices: () => Promise<ProgrammeChoices>
  verify: (answer: HumanAnswerFields, remoteIp: string | undefined) => Promise<VerificationResult>
  forwardingConfigured: () => boolean
  /** Stores a valid request; resolves with its id once it is in the database. */
  store: (request: RequestInformation, forwarding: boolean) => Promise<string | number>
  /** Queues forwarding to the admissions system (and starts the queue straight away). */
  enqueueForwarding: (id: string | number) => Promise<void>
  /** Queues the e-mail notice to admissions (sent after the answer; nothing when e-mail is not configured). */
  enqueueNotice: (id: string | number) => Promise<void>
  /** Counts the stored request in the page statistics (by the programme page it came from; nothing personal). */
  countRequest?: (request: Request) => Promise<void>
  log: Log
}

/**
 * One submission of the request-information form, in order: read the JSON body (415, 413, 400),
 * drop a filled honeypot (answered 201 as if accepted, stored nowhere), count it against the
 * address's rate limit (429), validate with the form's schema and the programme choices read now
 * (400 with field errors; 500 if they cannot be read), verify
 * the human answer (403, or 503 when the check cannot run), store it (500 if that fails) and
 * only then answer 201; forwarding to the admissions system and the notice to admissions are
 * queued last, and a failure to queue them does not undo the stored request.
 */
export async function processRequest(request: Request, deps: PipelineDeps): Promise<Response> {
  const body = await readJsonBody(request)
  if ('refusal' in body) return body.refusal
  const { fields } = body

  // A filled honeypot: answer as if accepted (so the robot learns nothing) and store nothing.
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

  let choices: ProgrammeChoices
  try {
    choices = await deps.programmeChoices()
  } catch (error) {
    deps.log('choices-failed', { error: error instanceof Error ? error.name : 'unknown' })
    return json({ error: SUBMISSION_MESSAGES.storeFailed }, 500)
  }
  const parsed = requestInformationSchema(choices).safeParse(fields)
  if (!parsed.success) {
    deps.log('invalid')
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

  const forwarding = deps.forwardingConfigured()
  let id: string | number
  try {
    id = await deps.store(parsed.data, forwarding)
  } catch (error) {
    deps.log('store-failed', { error: error instanceof Error ? error.name : 'unknown' })
    return json({ error: SUBMISSION_MESSAGES.storeFailed }, 500)
  }
  deps.log('stored', { id })
  // A count is a convenience: it never delays or fails the answer.
  void deps.countRequest?.(request).catch(() => {})

  if (forwarding) {
    try {
      await deps.enqueueForwarding(id)
    } catch (error) {
      deps.log('queue-failed', { id, error: error instanceof Error ? error.name : 'unknown' })
    }
  }
  try {
    await deps.enqueueNotice(id)
  } catch (error) {
    deps.log('notice-queue-failed', { id, error: error instanceof Error ? error.name : 'unknown' })
  }
  return json({ ok: true }, 201)
}
