import type { AdmissionsConfig } from './config'

/** The information-request fields of spec §3, as the admissions API's addInfoRequest takes them. */
export const ADMISSIONS_FIELDS = [
  'entryDate',
  'firstName',
  'middleName',
  'lastName',
  'telephone',
  'email',
  'gender',
  'location',
  'lastSchool',
  'grade',
  'degreeType',
  'additionInfo',
  'programChoice',
  'degreeChoice',
  'churchConference',
  'churchDistrict',
] as const

export type AdmissionsRequest = Record<(typeof ADMISSIONS_FIELDS)[number], string>

type StoredRequest = { [K in (typeof ADMISSIONS_FIELDS)[number]]?: string | null }

export function toAdmissionsRequest(doc: StoredRequest): AdmissionsRequest {
  const out = {} as AdmissionsRequest
  for (const field of ADMISSIONS_FIELDS) out[field] = doc[field] ?? ''
  return out
}

export class ForwardError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ForwardError'
  }
}

/**
 * POSTs one request to the admissions API. The request id goes as Idempotency-Key, so a
 * receiver that saw a delivery whose answer we never got (a timeout) can drop the repeat.
 * Resolves on any 2xx answer; throws ForwardError otherwise (the message carries no personal data).
 */
export async function sendToAdmissions(
  id: string,
  body: AdmissionsRequest,
  config: AdmissionsConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let response: Response
  try {
    response = await fetchImpl(config.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'Idempotency-Key': `information-request-${id}`,
        Authorization: config.authorization,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? 'Error'
    throw new ForwardError(name === 'TimeoutError' ? 'timed out' : `network error (${name})`)
  }
  // Drain the body so the connection can be reused; its content is not needed.
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new ForwardError(`admissions API answered ${response.status}`, response.status)
}

export type ForwardState = {
  forwardStatus?: 'not-configured' | 'pending' | 'sent' | 'failed' | null
  forwardAttempts?: number | null
}

export type DeliveryStore = {
  load: (id: string) => Promise<(StoredRequest & ForwardState) | null>
  save: (
    id: string,
    data: {
      forwardStatus: 'pending' | 'sent' | 'failed'
      forwardAttempts: number
      forwardedAt?: string
      forwardError?: string
    },
  ) => Promise<void>
}

export type DeliveryOutcome = 'sent' | 'already-sent' | 'missing'

/**
 * One delivery attempt of a stored request. A request already marked sent is never sent
 * again; each attempt is counted on the request; after `maxAttempts` failures it is marked
 * failed. A failure is rethrown so the job queue retries with backoff.
 */
export async function deliverRequest(
  id: string,
  store: DeliveryStore,
  send: (id: string, body: AdmissionsRequest) => Promise<void>,
  maxAttempts: number,
  now: () => Date = () => new Date(),
): Promise<DeliveryOutcome> {
  const doc = await store.load(id)
  if (!doc) return 'missing'
  if (doc.forwardStatus === 'sent') return 'already-sent'
  const attempts = (doc.forwardAttempts ?? 0) + 1
  try {
    await send(id, toAdmissionsRequest(doc))
  } catch (error) {
    const message = error instanceof ForwardError ? error.message : 'unexpected error'
    await store.save(id, {
      forwardStatus: attempts >= maxAttempts ? 'failed' : 'pending',
      forwardAttempts: attempts,
      forwardError: message,
    })
    throw error
  }
  await store.save(id, {
    forwardStatus: 'sent',
    forwardAttempts: attempts,
    forwardedAt: now().toISOString(),
    forwardError: '',
  })
  return 'sent'
}

/** The retry schedule the job queue uses: delay before retry n (1-based), exponential. */
export function backoffDelay(retry: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, retry - 1)
}

/** Runs `attempt` until it succeeds or `attempts` runs are used, waiting backoffDelay between runs. */
export async function runWithRetries<T>(
  attempt: () => Promise<T>,
  {
    attempts,
    baseMs,
    sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  }: { attempts: number; baseMs: number; sleep?: (ms: number) => Promise<void> },
): Promise<T> {
  let lastError: unknown
  for (let run = 1; run <= attempts; run++) {
    try {
      return await attempt()
    } catch (error) {
      lastError = error
      if (run < attempts) await sleep(backoffDelay(run, baseMs))
    }
  }
  throw lastError
}
