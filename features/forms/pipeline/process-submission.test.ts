import { SUBMISSION_MESSAGES } from '@/features/request-information/submission'
import { VERIFICATION_MESSAGES } from '@/features/request-information/verification/messages'
import { toPublicForm } from '../definition'
import { FORM_MESSAGES_SERVER } from '../submission'
import { processSubmission, type SubmissionDeps } from './process-submission'
import { subjectEmail, submissionData } from './store-submission'

const form = toPublicForm({
  id: 5,
  title: 'Reunion',
  fields: [
    { blockType: 'text', name: 'fullName', label: 'Full name', required: true },
    { blockType: 'email', name: 'email', label: 'E-mail', required: true },
    { blockType: 'checkbox', name: 'attending', label: 'I will come' },
    { blockType: 'textarea', name: 'note', label: 'Note' },
  ],
})

const valid = { form: '5', values: { fullName: 'Ana Brown', email: 'Ana@Example.com', attending: true }, altcha: 'x' }

function fakes(overrides: Partial<SubmissionDeps> = {}) {
  const steps: string[] = []
  const stored: unknown[] = []
  const deps: SubmissionDeps = {
    hitRateLimit: async () => (steps.push('rate-limit'), { allowed: true, remaining: 4 }),
    loadForm: async (id) => (steps.push('form'), id === '5' ? form : null),
    verify: async () => (steps.push('verify'), { ok: true, id: 'x' }),
    store: async (f, answers) => (steps.push('store'), stored.push(answers), 9),
    log: () => undefined,
    ...overrides,
  }
  return { deps, steps, stored }
}

const post = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  new Request('http://localhost/api/form-submission', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('processSubmission', () => {
  it('rate-limits, reads the form, validates, verifies and stores before answering 201', async () => {
    const { deps, steps, stored } = fakes()
    const response = await processSubmission(post(valid), deps)
    expect(response.status).toBe(201)
    expect(steps).toEqual(['rate-limit', 'form', 'verify', 'store'])
    expect(stored).toEqual([{ fullName: 'Ana Brown', email: 'Ana@Example.com', attending: true, note: '' }])
  })

  it('refuses what is not a JSON object, and drops a filled honeypot unstored', async () => {
    const { deps, steps } = fakes()
    expect((await processSubmission(post(valid, { 'Content-Type': 'text/plain' }), deps)).status).toBe(415)
    expect((await processSubmission(post('{'), deps)).status).toBe(400)
    expect((await processSubmission(post({ ...valid, website: 'spam' }), deps)).status).toBe(201)
    expect(steps).toEqual([])
  })

  it('answers 429 with Retry-After over the limit', async () => {
    const { deps, steps } = fakes({ hitRateLimit: async () => ({ allowed: false, retryAfterSeconds: 30 }) })
    const response = await processSubmission(post(valid), deps)
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('30')
    expect(steps).toEqual([])
  })

  it('answers 404 for a form that is not there, or an id that cannot be one, without reading it', async () => {
    const { deps, steps } = fakes()
    const missing = await processSubmission(post({ ...valid, form: '6' }), deps)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: FORM_MESSAGES_SERVER.unknownForm })
    expect((await processSubmission(post({ ...valid, form: "5' OR 1=1" }), deps)).status).toBe(404)
    expect((await processSubmission(post({ ...valid, form: { id: 5 } }), deps)).status).toBe(404)
    expect(steps).toEqual(['rate-limit', 'form', 'rate-limit', 'rate-limit'])
  })

  it('answers 400 with the field messages, verifying and storing nothing', async () => {
    const { deps, steps } = fakes()
    const response = await processSubmission(
      post({ ...valid, values: { fullName: 'Ana\u0007', email: 'nope', note: '<script>' } }),
      deps,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: SUBMISSION_MESSAGES.invalid,
      errors: {
        fullName: 'Please remove control or invisible characters',
        email: 'Please enter a valid email address, like name@example.com',
        note: 'Please remove the characters < and >',
      },
    })
    expect(steps).toEqual(['rate-limit', 'form'])
  })

  it('answers 403 (503 when the check cannot run) and stores nothing when verification fails', async () => {
    const refused = fakes({ verify: async () => ({ ok: false, reason: 'replayed' }) })
    const response = await processSubmission(post(valid), refused.deps)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: VERIFICATION_MESSAGES.replayed, reason: 'replayed' })
    expect(refused.stored).toEqual([])
    const down = fakes({ verify: async () => ({ ok: false, reason: 'unavailable' }) })
    expect((await processSubmission(post(valid), down.deps)).status).toBe(503)
  })

  it('answers 500 when it cannot be stored, and logs no answer', async () => {
    const logged: unknown[] = []
    const { deps } = fakes({
      store: async () => Promise.reject(new Error('ana@example.com')),
      log: (...args) => void logged.push(args),
    })
    const response = await processSubmission(post(valid), deps)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: SUBMISSION_MESSAGES.storeFailed })
    expect(JSON.stringify(logged)).not.toMatch(/ana|brown/i)
  })
})

describe('what is stored', () => {
  it('keeps the answers in the form’s order, a checkbox as Yes or No, empty answers left out', () => {
    expect(submissionData(form, { fullName: 'Ana', email: 'a@b.co', attending: false, note: '' })).toEqual([
      { field: 'fullName', value: 'Ana' },
      { field: 'email', value: 'a@b.co' },
      { field: 'attending', value: 'No' },
    ])
  })

  it('files the submission under the first e-mail answer, in lower case', () => {
    expect(subjectEmail(form, { email: ' Ana@Example.com ' })).toBe('ana@example.com')
    expect(subjectEmail(form, { email: '' })).toBeNull()
  })
})
