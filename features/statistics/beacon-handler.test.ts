import { config } from '@/lib/config/site.mjs'
import { handleBeacon, MAX_BEACON_BYTES, type BeaconDeps } from './beacon-handler'
import type { Counter } from './counting/counts'

const KNOWN = new Map([
  ['/', 'home'],
  ['/undergrad?degree=nursing', 'programme'],
])

function setup(overrides: Partial<BeaconDeps> = {}) {
  const counted: Counter[][] = []
  const deps: BeaconDeps = {
    knownPages: async () => KNOWN,
    hitRateLimit: async () => ({ allowed: true, remaining: 10 }),
    count: (c) => counted.push([...c]),
    now: () => new Date('2026-11-27T23:59:00Z'),
    ...overrides,
  }
  return { deps, counted }
}

const send = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${config.serverUrl}/api/stats`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('POST /api/stats', () => {
  it('counts a view of a known page for the day, and answers 204 with no body', async () => {
    const { deps, counted } = setup()
    const response = await handleBeacon(send({ kind: 'view', path: '/undergrad?degree=nursing' }), deps)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(counted).toEqual([
      [{ day: '2026-11-27', metric: 'views', key: 'programme', page: '/undergrad?degree=nursing', bucket: 0 }],
    ])
  })

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('counts nothing when the browser sends %s', async (_, headers) => {
    const { deps, counted } = setup()
    expect((await handleBeacon(send({ kind: 'view', path: '/' }, headers), deps)).status).toBe(204)
    expect(counted).toEqual([])
  })

  it('refuses another site’s page (403), another body type (415), a large body (413)', async () => {
    const { deps, counted } = setup()
    expect(
      (await handleBeacon(send({ kind: 'view', path: '/' }, { 'sec-fetch-site': 'cross-site' }), deps)).status,
    ).toBe(403)
    expect(
      (await handleBeacon(send({ kind: 'view', path: '/' }, { 'content-type': 'multipart/form-data' }), deps)).status,
    ).toBe(415)
    expect((await handleBeacon(send('x'.repeat(MAX_BEACON_BYTES + 1)), deps)).status).toBe(413)
    expect(counted).toEqual([])
  })

  it.each([
    ['not JSON', '{"kind":', 'body'],
    ['an unknown kind', { kind: 'click', path: '/' }, 'kind'],
    ['a path that is not one', { kind: 'view', path: 'https://evil.example/' }, 'path'],
    ['a referrer with a path', { kind: 'view', path: '/', referrer: 'www.google.com/search?q=me' }, 'referrer'],
    ['an identifier', { kind: 'view', path: '/', visitor: 'abc' }, 'body'],
    ['a negative LCP', { kind: 'vitals', path: '/', lcp: -1 }, 'lcp'],
    ['a CLS out of range', { kind: 'vitals', path: '/', cls: 1000 }, 'cls'],
    ['vitals without a measurement', { kind: 'vitals', path: '/' }, 'body'],
  ])('answers 400 for %s, with the field at fault', async (_, body, field) => {
    const { deps, counted } = setup()
    const response = await handleBeacon(send(body), deps)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { errors?: Record<string, string> }
    if (field !== 'body' || answer.errors) expect(Object.keys(answer.errors ?? { body: '' })).toContain(field)
    expect(counted).toEqual([])
  })

  it('counts nothing for an address the site does not know, after reading the known pages again', async () => {
    const rechecks: boolean[] = []
    const { deps, counted } = setup({ knownPages: async (recheck) => (rechecks.push(Boolean(recheck)), KNOWN) })
    expect((await handleBeacon(send({ kind: 'view', path: '/wp-admin' }), deps)).status).toBe(204)
    expect(rechecks).toEqual([false, true])
    expect(counted).toEqual([])
  })

  it('answers 429 past the address’s limit, counting nothing', async () => {
    const { deps, counted } = setup({ hitRateLimit: async () => ({ allowed: false, retryAfterSeconds: 30 }) })
    const response = await handleBeacon(send({ kind: 'view', path: '/' }), deps)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(counted).toEqual([])
  })

  it('counts vitals by template and bucket', async () => {
    const { deps, counted } = setup()
    await handleBeacon(send({ kind: 'vitals', path: '/?utm_source=x', lcp: 1234.5, inp: 40 }), deps)
    expect(counted).toEqual([
      [
        { day: '2026-11-27', metric: 'lcp', key: 'home', page: '', bucket: 13 },
        { day: '2026-11-27', metric: 'inp', key: 'home', page: '', bucket: 2 },
      ],
    ])
  })
})
