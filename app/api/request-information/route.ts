import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'
import { admissionsConfig } from '@/features/request-information/forwarding/config'
import { FORWARD_QUEUE, FORWARD_TASK } from '@/features/request-information/forwarding/jobs'
import { fieldErrors, requestInformationSchema } from '@/features/request-information/schema/request-information'
import { HONEYPOT_FIELD, MAX_BODY_BYTES, SUBMISSION_MESSAGES } from '@/features/request-information/submission'
import { clientAddress, requestFormLimits } from '@/lib/rate-limit'
import { createSharedRateLimiter } from '@/lib/shared-rate-limit'
import { VERIFICATION_MESSAGES, verifyHuman } from '@/features/request-information/verification/verify-human'
import { databaseMarkUsed } from '@/features/request-information/verification/used-challenges'

export const dynamic = 'force-dynamic'

// Shared by every instance through Redis when REDIS_URL is set, else per process.
const limiter = createSharedRateLimiter({ name: 'request-information', ...requestFormLimits() })

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** Reads the body as text, refusing it as soon as it passes `limit` bytes. */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

function log(event: string, extra: Record<string, unknown> = {}) {
  // Ids and outcomes only: never a name, address, telephone or message.
  console.info(JSON.stringify({ at: 'request-information', event, ...extra }))
}

/**
 * POST /api/request-information — the request-information form. Order: content type (415),
 * size (413), JSON (400), honeypot (accepted and dropped), rate limit per address (429),
 * schema (400 with field errors), human verification (403), then the request is stored and
 * only then answered 201; forwarding to the admissions system is queued afterwards.
 */
export async function POST(request: Request) {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json(\s*;|$)/i.test(contentType.trim())) return json({ error: SUBMISSION_MESSAGES.contentType }, 415)

  const text = await readLimited(request, MAX_BODY_BYTES)
  if (text === null) return json({ error: SUBMISSION_MESSAGES.tooLarge }, 413)

  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json({ error: SUBMISSION_MESSAGES.badJson }, 400)
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return json({ error: SUBMISSION_MESSAGES.badJson }, 400)
  const fields = body as Record<string, unknown>

  // A filled honeypot: answer as if accepted (so the robot learns nothing) and store nothing.
  if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') {
    log('dropped', { reason: 'honeypot' })
    return json({ ok: true }, 201)
  }

  const address = clientAddress(request.headers)
  const limit = await limiter.hit(address)
  if (!limit.allowed) {
    log('rate-limited')
    return json({ error: SUBMISSION_MESSAGES.rateLimited(limit.retryAfterSeconds) }, 429, { 'Retry-After': String(limit.retryAfterSeconds) })
  }

  const parsed = requestInformationSchema.safeParse(fields)
  if (!parsed.success) return json({ error: SUBMISSION_MESSAGES.invalid, errors: fieldErrors(parsed.error) }, 400)

  const payload = await getPayload({ config, cron: true })

  const verification = await verifyHuman(
    { altcha: fields.altcha, recaptchaToken: fields.recaptchaToken },
    { markUsed: databaseMarkUsed(payload), remoteIp: address === 'unknown' ? undefined : address },
  )
  if (!verification.ok) {
    log('verification-refused', { reason: verification.reason })
    return json({ error: VERIFICATION_MESSAGES[verification.reason], reason: verification.reason }, verification.reason === 'unavailable' ? 503 : 403)
  }

  const forwarding = admissionsConfig() !== null
  let id: string | number
  try {
    const { adventist, ...rest } = parsed.data
    const doc = await payload.create({
      collection: 'information-requests',
      data: {
        ...rest,
        gender: rest.gender as 'Male' | 'Female',
        degreeType: rest.degreeType as 'Certificate' | 'Undergraduate' | 'Graduate',
        adventist: adventist === '' ? null : adventist,
        entryDate: new Date().toISOString(),
        handled: false,
        forwardStatus: forwarding ? 'pending' : 'not-configured',
        forwardAttempts: 0,
      },
      overrideAccess: true,
      depth: 0,
    })
    id = doc.id
  } catch (error) {
    log('store-failed', { error: error instanceof Error ? error.name : 'unknown' })
    return json({ error: SUBMISSION_MESSAGES.storeFailed }, 500)
  }
  log('stored', { id })

  if (forwarding) {
    try {
      await payload.jobs.queue({ task: FORWARD_TASK, queue: FORWARD_QUEUE, input: { requestId: String(id) } })
      // Deliver straight away; the every-minute cron picks up retries and anything left over.
      after(() => payload.jobs.run({ queue: FORWARD_QUEUE, limit: 5 }).catch(() => undefined))
    } catch (error) {
      log('queue-failed', { id, error: error instanceof Error ? error.name : 'unknown' })
    }
  }

  return json({ ok: true }, 201)
}
