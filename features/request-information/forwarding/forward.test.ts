import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { VALID_REQUEST } from '../fixtures/valid-request.mjs'
import { admissionsConfig } from './config'
import {
  ADMISSIONS_FIELDS,
  backoffDelay,
  deliverRequest,
  ForwardError,
  runWithRetries,
  sendToAdmissions,
  type DeliveryStore,
} from './forward'

type Received = { headers: IncomingMessage['headers']; url?: string; body: Record<string, string> }

/** A stand-in admissions API on 127.0.0.1 that answers with the statuses given, in order. */
async function standIn(statuses: number[]) {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, url: req.url, body: JSON.parse(raw) })
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)]
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: status < 300 }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { received, base: `http://127.0.0.1:${port}/api/`, close: () => new Promise((r) => server.close(r)) }
}

// What the database holds: the form's fields but whether the person is an Adventist, and the entry date.
const { adventist: _adventist, ...fields } = VALID_REQUEST
const stored = { entryDate: '2026-01-05T10:00:00.000Z', ...fields }

function memoryStore(doc: Record<string, unknown>) {
  const saves: Record<string, unknown>[] = []
  const store: DeliveryStore = {
    load: async () => doc as never,
    save: async (_id, data) => {
      saves.push(data)
      Object.assign(doc, data)
    },
  }
  return { store, saves, doc }
}

describe('admissionsConfig', () => {
  it('is off without an address or credentials', () => {
    expect(admissionsConfig({})).toBeNull()
    expect(admissionsConfig({ ADMISSIONS_API_URL: 'http://x/' })).toBeNull()
  })
  it('builds the endpoint and the authorization', () => {
    expect(
      admissionsConfig({
        ADMISSIONS_API_URL: 'https://dev.example.edu/api',
        ADMISSIONS_API_USER: 'u',
        ADMISSIONS_API_PASSWORD: 'p',
      }),
    ).toEqual({
      endpoint: 'https://dev.example.edu/api/info/addInfoRequest',
      authorization: `Basic ${Buffer.from('u:p').toString('base64')}`,
      timeoutMs: 15_000,
    })
    expect(admissionsConfig({ ADMISSIONS_API_URL: 'https://x/', ADMISSIONS_API_TOKEN: 't' })?.authorization).toBe(
      'Bearer t',
    )
  })
})

describe('backoff', () => {
  it('doubles from the base delay', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000])
  })
  it('retries until success, waiting the backoff between runs', async () => {
    const waits: number[] = []
    let calls = 0
    const result = await runWithRetries(
      async () => {
        calls += 1
        if (calls < 3) throw new Error('down')
        return 'ok'
      },
      { attempts: 5, baseMs: 10, sleep: async (ms) => void waits.push(ms) },
    )
    expect(result).toBe('ok')
    expect(waits).toEqual([10, 20])
  })
  it('gives up after the last attempt', async () => {
    await expect(
      runWithRetries(async () => Promise.reject(new Error('down')), { attempts: 3, baseMs: 1, sleep: async () => {} }),
    ).rejects.toThrow('down')
  })
})

describe('forwarding to the admissions API', () => {
  it('retries a failed delivery, marks the request sent exactly once and never sends it again', async () => {
    const api = await standIn([503, 201])
    try {
      const config = admissionsConfig({
        ADMISSIONS_API_URL: api.base,
        ADMISSIONS_API_USER: 'site',
        ADMISSIONS_API_PASSWORD: 'pw',
      })!
      const { store, saves, doc } = memoryStore({ ...stored, forwardStatus: 'pending', forwardAttempts: 0 })
      const send = (id: string, body: Parameters<typeof sendToAdmissions>[1]) => sendToAdmissions(id, body, config)

      const outcome = await runWithRetries(() => deliverRequest('42', store, send, 9), { attempts: 5, baseMs: 5 })
      expect(outcome).toBe('sent')

      expect(api.received).toHaveLength(2)
      const [first, second] = api.received
      expect(first.url).toBe('/api/info/addInfoRequest')
      expect(second.headers['x-requested-with']).toBe('XMLHttpRequest')
      expect(second.headers['content-type']).toBe('application/json')
      expect(second.headers['idempotency-key']).toBe('information-request-42')
      expect(second.headers.authorization).toBe(`Basic ${Buffer.from('site:pw').toString('base64')}`)
      expect(Object.keys(second.body).sort()).toEqual([...ADMISSIONS_FIELDS].sort())
      expect(second.body).toEqual(stored)

      expect(saves.map((s) => s.forwardStatus)).toEqual(['pending', 'sent'])
      expect(saves.filter((s) => s.forwardStatus === 'sent')).toHaveLength(1)
      expect(doc).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 2 })

      // A job that runs again (a duplicate or a late retry) sends nothing.
      expect(await deliverRequest('42', store, send, 9)).toBe('already-sent')
      expect(api.received).toHaveLength(2)
    } finally {
      await api.close()
    }
  })

  it('marks the request failed when the retries are used up, and keeps it stored', async () => {
    const api = await standIn([500])
    try {
      const config = admissionsConfig({ ADMISSIONS_API_URL: api.base, ADMISSIONS_API_TOKEN: 't' })!
      const { store, doc } = memoryStore({ ...stored, forwardStatus: 'pending', forwardAttempts: 0 })
      await expect(
        runWithRetries(() => deliverRequest('7', store, (id, body) => sendToAdmissions(id, body, config), 3), {
          attempts: 3,
          baseMs: 1,
        }),
      ).rejects.toBeInstanceOf(ForwardError)
      expect(api.received).toHaveLength(3)
      expect(doc).toMatchObject({
        forwardStatus: 'failed',
        forwardAttempts: 3,
        forwardError: 'admissions API answered 500',
        firstName: 'Ana',
      })
    } finally {
      await api.close()
    }
  })

  it('treats a slow API as a failure to retry', async () => {
    const slow = createServer(() => {})
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    const { port } = slow.address() as AddressInfo
    try {
      const config = {
        ...admissionsConfig({ ADMISSIONS_API_URL: `http://127.0.0.1:${port}/`, ADMISSIONS_API_TOKEN: 't' })!,
        timeoutMs: 200,
      }
      await expect(sendToAdmissions('1', stored, config)).rejects.toThrow('timed out')
    } finally {
      slow.closeAllConnections()
      await new Promise((r) => slow.close(r))
    }
  })
})
