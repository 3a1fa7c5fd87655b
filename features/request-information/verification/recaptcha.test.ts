import { verifyRecaptcha } from './recaptcha'

const config = { secretKey: 'secret', siteKey: 'site', minScore: 0.5 }

function fakeFetch(answer: unknown, status = 200) {
  const calls: { url: string; body: string }[] = []
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), body: String(init.body) })
    return new Response(JSON.stringify(answer), { status })
  }) as unknown as typeof fetch
  return { impl, calls }
}

describe('verifyRecaptcha', () => {
  it('accepts a valid token for the action submit and sends the secret from the server', async () => {
    const { impl, calls } = fakeFetch({ success: true, action: 'submit', score: 0.9 })
    expect(await verifyRecaptcha('token', config, '203.0.113.1', impl)).toEqual({ ok: true, id: 'recaptcha' })
    expect(calls[0].url).toBe('https://www.google.com/recaptcha/api/siteverify')
    expect(calls[0].body).toContain('secret=secret')
    expect(calls[0].body).toContain('response=token')
  })
  it('refuses another action, a low score, a failure and a duplicate', async () => {
    expect(
      await verifyRecaptcha('t', config, undefined, fakeFetch({ success: true, action: 'login', score: 0.9 }).impl),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(
      await verifyRecaptcha('t', config, undefined, fakeFetch({ success: true, action: 'submit', score: 0.1 }).impl),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await verifyRecaptcha('t', config, undefined, fakeFetch({ success: false }).impl)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(
      await verifyRecaptcha(
        't',
        config,
        undefined,
        fakeFetch({ success: false, 'error-codes': ['timeout-or-duplicate'] }).impl,
      ),
    ).toEqual({
      ok: false,
      reason: 'replayed',
    })
  })
  it('refuses a missing token and reports an unreachable service', async () => {
    expect(await verifyRecaptcha(undefined, config)).toEqual({ ok: false, reason: 'missing' })
    expect(await verifyRecaptcha('t', config, undefined, fakeFetch({}, 500).impl)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
  })
})
