import { SEEDED_CHOICES } from '../fixtures/seeded-choices'
import { VALID_REQUEST } from '../fixtures/valid-request.mjs'
import { SUBMISSION_MESSAGES } from '../submission'
import { VERIFICATION_MESSAGES } from '../verification/messages'
import { processRequest, type PipelineDeps } from './process-request'

const valid = { ...VALID_REQUEST, altcha: 'answer' }

/** Fakes of the outside world that record which steps ran, in order. */
function fakes(overrides: Partial<PipelineDeps> = {}) {
  const steps: string[] = []
  const deps: PipelineDeps = {
    hitRateLimit: async () => (steps.push('rate-limit'), { allowed: true, remaining: 4 }),
    programmeChoices: async () => SEEDED_CHOICES,
    verify: async () => (steps.push('verify'), { ok: true, id: 'x' }),
    forwardingConfigured: () => true,
    store: async () => (steps.push('store'), 7),
    enqueueForwarding: async () => void steps.push('enqueue'),
    enqueueNotice: async () => void steps.push('notice'),
    log: () => undefined,
    ...overrides,
  }
  return { deps, steps }
}

const post = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  new Request('http://localhost/api/request-information', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('processRequest', () => {
  it('rate-limits, validates, verifies, stores, then queues forwarding and the notice to admissions and answers 201', async () => {
    const { deps, steps } = fakes()
    const response = await processRequest(post(valid), deps)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(steps).toEqual(['rate-limit', 'verify', 'store', 'enqueue', 'notice'])
  })

  it('refuses what is not a JSON object before anything else', async () => {
    const { deps, steps } = fakes()
    expect((await processRequest(post(valid, { 'Content-Type': 'text/plain' }), deps)).status).toBe(415)
    expect((await processRequest(post('{'), deps)).status).toBe(400)
    expect((await processRequest(post([1]), deps)).status).toBe(400)
    expect((await processRequest(post({ additionInfo: 'x'.repeat(20_000) }), deps)).status).toBe(413)
    expect(steps).toEqual([])
  })

  it('answers a filled honeypot as accepted and stores nothing', async () => {
    const { deps, steps } = fakes()
    expect((await processRequest(post({ ...valid, website: 'spam' }), deps)).status).toBe(201)
    expect(steps).toEqual([])
  })

  it('answers 429 with Retry-After once the address is over its limit', async () => {
    const { deps, steps } = fakes({ hitRateLimit: async () => ({ allowed: false, retryAfterSeconds: 42 }) })
    const response = await processRequest(post(valid), deps)
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('42')
    expect(await response.json()).toEqual({ error: SUBMISSION_MESSAGES.rateLimited(42) })
    expect(steps).toEqual([])
  })

  it('answers 400 with the field messages and verifies nothing', async () => {
    const { deps, steps } = fakes()
    const response = await processRequest(post({ ...valid, firstName: '' }), deps)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: SUBMISSION_MESSAGES.invalid,
      errors: { firstName: 'Please enter your first name' },
    })
    expect(steps).toEqual(['rate-limit'])
  })

  it('checks a programme choice against the choices read for this request: not one of them is a 400 and stores nothing', async () => {
    let graduate = ['Public Health']
    const { deps, steps } = fakes({ programmeChoices: async () => ({ ...SEEDED_CHOICES, Graduate: graduate }) })
    const marine = { ...valid, degreeChoice: 'Marine Biology' }
    const refused = await processRequest(post(marine), deps)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      error: SUBMISSION_MESSAGES.invalid,
      errors: { degreeChoice: 'Please choose a programme from the list' },
    })
    expect(steps).toEqual(['rate-limit'])
    // Published since: the next request reads it.
    graduate = ['Marine Biology', 'Public Health']
    expect((await processRequest(post(marine), deps)).status).toBe(201)
  })

  it('answers 500 and stores nothing when the programme choices cannot be read', async () => {
    const { deps, steps } = fakes({
      programmeChoices: async () => {
        throw new Error('database unreachable')
      },
    })
    const response = await processRequest(post(valid), deps)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: SUBMISSION_MESSAGES.storeFailed })
    expect(steps).toEqual(['rate-limit'])
  })

  it('answers 403 (503 when the check is unavailable) and stores nothing when verification fails', async () => {
    const refused = fakes({ verify: async () => ({ ok: false, reason: 'replayed' }) })
    const response = await processRequest(post(valid), refused.deps)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: VERIFICATION_MESSAGES.replayed, reason: 'replayed' })
    expect(refused.steps).toEqual(['rate-limit'])
    const unavailable = fakes({ verify: async () => ({ ok: false, reason: 'unavailable' }) })
    expect((await processRequest(post(valid), unavailable.deps)).status).toBe(503)
  })

  it('answers 500 when the request cannot be stored, and queues nothing', async () => {
    const { deps, steps } = fakes({ store: async () => Promise.reject(new Error('database down')) })
    const response = await processRequest(post(valid), deps)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: SUBMISSION_MESSAGES.storeFailed })
    expect(steps).toEqual(['rate-limit', 'verify'])
  })

  it('still answers 201 when forwarding cannot be queued, and queues nothing when forwarding is not configured', async () => {
    const failing = fakes({ enqueueForwarding: async () => Promise.reject(new Error('queue down')) })
    expect((await processRequest(post(valid), failing.deps)).status).toBe(201)
    const store = jest.fn(async () => 7)
    const off = fakes({ forwardingConfigured: () => false, store })
    expect((await processRequest(post(valid), off.deps)).status).toBe(201)
    expect(store).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ana', degreeChoice: 'Public Health' }),
      false,
    )
    expect(off.steps).toEqual(['rate-limit', 'verify', 'notice'])
  })

  it('still answers 201 when the notice to admissions cannot be queued, and logs no personal data', async () => {
    const logged: unknown[] = []
    const { deps, steps } = fakes({
      enqueueNotice: async () => Promise.reject(new Error('ana@example.com')),
      log: (...args) => void logged.push(args),
    })
    expect((await processRequest(post(valid), deps)).status).toBe(201)
    expect(steps).toEqual(['rate-limit', 'verify', 'store', 'enqueue'])
    expect(logged).toContainEqual(['notice-queue-failed', { id: 7, error: 'Error' }])
    expect(JSON.stringify(logged)).not.toMatch(/ana|Brown|555/i)
  })
})
