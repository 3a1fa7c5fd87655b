import { VERIFICATION_MESSAGES } from '@/features/request-information/verification/messages'
import type { EventBooking } from '../places/event-booking'
import { BOOKING_MESSAGES, UNDECIDED } from '../submission'
import { processBooking, type BookingDeps } from './process-booking'

const EVENT: EventBooking = {
  id: 5,
  slug: 'open-day',
  name: 'Open Day',
  date: '2030-11-03T15:00:00.000Z',
  location: 'Main campus',
  description: null,
  capacity: 3,
  closesAt: '2030-11-03T00:00:00.000Z',
  hours: 4,
  questions: [{ question: 'Access needs?', required: true }],
}

const valid = {
  event: 'open-day',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  guests: 2,
  programme: 'Nursing',
  answers: ['None'],
  altcha: 'answer',
}

function fakes(overrides: Partial<BookingDeps> = {}) {
  const steps: string[] = []
  const deps: BookingDeps = {
    hitRateLimit: async () => (steps.push('rate-limit'), { allowed: true, remaining: 4 }),
    event: async (slug) => (slug === 'open-day' ? EVENT : null),
    programmes: async () => [UNDECIDED, 'Nursing'],
    verify: async () => (steps.push('verify'), { ok: true, id: 'x' }),
    store: async () => (steps.push('store'), { id: 9, status: 'confirmed' }),
    afterStored: async () => void steps.push('after'),
    log: () => undefined,
    now: () => new Date('2030-10-01T00:00:00Z'),
    ...overrides,
  }
  return { deps, steps }
}

const post = (body: unknown) =>
  new Request('http://localhost/api/visit-booking', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('processBooking', () => {
  it('rate-limits, validates, verifies, stores, then mails, and answers 201 with the outcome', async () => {
    const { deps, steps } = fakes()
    const response = await processBooking(post(valid), deps)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true, status: 'confirmed' })
    expect(steps).toEqual(['rate-limit', 'verify', 'store', 'after'])
  })

  it('says when the booking joined the waiting list', async () => {
    const { deps } = fakes({ store: async () => ({ id: 9, status: 'waiting' }) })
    expect(await (await processBooking(post(valid), deps)).json()).toEqual({ ok: true, status: 'waiting' })
  })

  it('refuses an unknown or unbookable event (404) and a closed one (409), storing nothing', async () => {
    const { deps, steps } = fakes()
    expect((await processBooking(post({ ...valid, event: 'nope' }), deps)).status).toBe(404)
    expect((await processBooking(post({ ...valid, event: '../x' }), deps)).status).toBe(404)
    const late = fakes({ now: () => new Date('2030-11-03T00:00:01Z') })
    const response = await processBooking(post(valid), late.deps)
    expect(response.status).toBe(409)
    expect((await response.json()).error).toBe(BOOKING_MESSAGES.closed)
    expect([...steps, ...late.steps].filter((s) => s === 'store')).toEqual([])
  })

  it('answers field errors beside their fields, the event’s questions included', async () => {
    const { deps, steps } = fakes()
    const response = await processBooking(
      post({ ...valid, name: ' ', email: 'nope', guests: 11, programme: 'Astrology', answers: [''] }),
      deps,
    )
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({
      name: BOOKING_MESSAGES.name,
      email: BOOKING_MESSAGES.email,
      guests: BOOKING_MESSAGES.guests,
      programme: BOOKING_MESSAGES.programme,
      'answers.0': BOOKING_MESSAGES.answer,
    })
    expect(steps).toEqual(['rate-limit'])
  })

  it('refuses a failed human check (403) and stores nothing', async () => {
    const { deps, steps } = fakes({ verify: async () => ({ ok: false, reason: 'invalid' }) })
    const response = await processBooking(post(valid), deps)
    expect(response.status).toBe(403)
    expect((await response.json()).error).toBe(VERIFICATION_MESSAGES.invalid)
    expect(steps).not.toContain('store')
  })

  it('drops a filled honeypot as if accepted', async () => {
    const { deps, steps } = fakes()
    const response = await processBooking(post({ ...valid, website: 'http://spam' }), deps)
    expect(response.status).toBe(201)
    expect(steps).toEqual([])
  })

  it('answers 500 when the booking cannot be stored, and 201 when only the e-mail cannot be queued', async () => {
    const failing = fakes({ store: async () => Promise.reject(new Error('db down')) })
    expect((await processBooking(post(valid), failing.deps)).status).toBe(500)
    const noMail = fakes({ afterStored: async () => Promise.reject(new Error('queue down')) })
    expect((await processBooking(post(valid), noMail.deps)).status).toBe(201)
  })
})
