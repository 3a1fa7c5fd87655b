import type { Payload } from 'payload'
import { setConfigEnvironment } from '@/lib/config/environment.mjs'
import { sendDigest, sendRequestNotice } from './tasks'

type Stored = {
  id: number
  entryDate: string
  degreeType: string
  degreeChoice: string
  programChoice: string
  noticedAt?: string | null
  firstName: string
  email: string
}

/** A Payload stand-in holding Site settings and requests, recording the e-mails sent. */
function fakePayload(frequency: string, requests: Stored[]) {
  const sent: { to: string; subject: string; text: string }[] = []
  const payload = {
    findGlobal: async () => ({ emails: { admissions: 'admissions@example.edu' }, admissionsNotices: { frequency } }),
    findByID: async ({ id }: { id: string }) => requests.find((r) => String(r.id) === id) ?? null,
    find: async ({ where }: { where: { and: [unknown, { entryDate: { greater_than: string } }] } }) => ({
      docs: requests.filter((r) => !r.noticedAt && r.entryDate > where.and[1].entryDate.greater_than),
    }),
    update: async ({ where, data }: { where: { id: { in: number[] } }; data: { noticedAt: string } }) => {
      for (const r of requests) if (where.id.in.includes(r.id)) r.noticedAt = data.noticedAt
    },
    sendEmail: async (message: { to: string; subject: string; text: string }) => void sent.push(message),
  }
  return { payload: payload as unknown as Payload, sent }
}

const now = new Date('2026-03-10T12:00:00Z')
const request = (id: number, entryDate: string): Stored => ({
  id,
  entryDate,
  degreeType: 'Graduate',
  degreeChoice: 'Public Health',
  programChoice: '',
  firstName: 'Ana',
  email: 'ana@example.com',
})

beforeEach(() => setConfigEnvironment({ SMTP_HOST: '127.0.0.1', NEXT_PUBLIC_SERVER_URL: 'https://www.example.edu' }))
afterEach(() => setConfigEnvironment())

describe('the notice for each request', () => {
  it('is sent once, without personal data, and recorded on the request', async () => {
    const requests = [request(1, '2026-03-10T11:00:00Z')]
    const { payload, sent } = fakePayload('each', requests)
    expect(await sendRequestNotice(payload, '1', now)).toBe('sent')
    expect(await sendRequestNotice(payload, '1', now)).toBe('already-sent')
    expect(sent).toHaveLength(1)
    expect(sent[0].to).toBe('admissions@example.edu')
    expect(JSON.stringify(sent)).not.toMatch(/Ana|ana@example\.com/)
    expect(sent[0].text).toContain('https://www.example.edu/admin/collections/information-requests/1')
    expect(requests[0].noticedAt).toBe(now.toISOString())
  })
  it('is left to the digest, or not sent, as Site settings say; nothing without SMTP', async () => {
    for (const [frequency, outcome] of [
      ['daily', 'left-to-daily'],
      ['off', 'left-to-off'],
    ]) {
      const { payload, sent } = fakePayload(frequency, [request(1, '2026-03-10T11:00:00Z')])
      expect(await sendRequestNotice(payload, '1', now)).toBe(outcome)
      expect(sent).toHaveLength(0)
    }
    setConfigEnvironment({})
    const { payload, sent } = fakePayload('each', [request(1, '2026-03-10T11:00:00Z')])
    expect(await sendRequestNotice(payload, '1', now)).toBe('not-configured')
    expect(sent).toHaveLength(0)
  })
})

describe('the daily digest', () => {
  it('lists the week’s requests no notice named yet, once', async () => {
    const requests = [
      request(1, '2026-03-09T08:00:00Z'),
      request(2, '2026-03-10T09:00:00Z'),
      request(3, '2026-02-01T09:00:00Z'),
      { ...request(4, '2026-03-09T10:00:00Z'), noticedAt: '2026-03-09T10:01:00Z' },
    ]
    const { payload, sent } = fakePayload('daily', requests)
    expect(await sendDigest(payload, now)).toEqual({ outcome: 'sent', listed: 2 })
    expect(sent[0].subject).toBe('Information requests: 2 new information requests')
    expect(sent[0].text).toContain('/information-requests/1')
    expect(sent[0].text).toContain('/information-requests/2')
    expect(sent[0].text).not.toContain('/information-requests/3')
    expect(sent[0].text).not.toContain('/information-requests/4')
    expect(await sendDigest(payload, now)).toEqual({ outcome: 'nothing-new', listed: 0 })
    expect(sent).toHaveLength(1)
  })
  it('sends nothing when Site settings ask for a notice per request', async () => {
    const { payload, sent } = fakePayload('each', [request(1, '2026-03-10T09:00:00Z')])
    expect(await sendDigest(payload, now)).toEqual({ outcome: 'frequency-each', listed: 0 })
    expect(sent).toHaveLength(0)
  })
})

describe('the notice jobs', () => {
  it('read and write through the job’s own request, never on a connection of their own', async () => {
    const requests = [request(1, '2026-03-10T11:00:00Z'), request(2, '2026-03-09T11:00:00Z')]
    const seen: unknown[] = []
    const record =
      <A extends { req?: unknown }, R>(call: (args: A) => Promise<R>) =>
      (args: A) => {
        seen.push(args.req)
        return call(args)
      }
    const job = { marker: 'job request' }
    for (const frequency of ['each', 'daily']) {
      const { payload } = fakePayload(
        frequency,
        requests.map((r) => ({ ...r })),
      )
      const p = payload as unknown as Record<string, (args: { req?: unknown }) => Promise<unknown>>
      for (const method of ['findGlobal', 'findByID', 'find', 'update']) p[method] = record(p[method])
      if (frequency === 'each') await sendRequestNotice(payload, '1', now, job as never)
      else await sendDigest(payload, now, job as never)
    }
    expect(seen.length).toBeGreaterThanOrEqual(6)
    expect(seen.every((req) => req === job)).toBe(true)
  })
})
