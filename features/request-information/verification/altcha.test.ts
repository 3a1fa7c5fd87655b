import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { setConfigEnvironment } from '@/lib/config/environment.mjs'
import { createAltchaChallenge, parseAltchaPayload, verifyAltcha, type MarkUsed } from './altcha'

function memoryStore(): MarkUsed {
  const used = new Set<string>()
  return async (signature) => {
    if (used.has(signature)) return false
    used.add(signature)
    return true
  }
}

async function solved(now?: number) {
  const challenge = await createAltchaChallenge(now)
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('not solved')
  return { challenge, solution, encoded: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') }
}

describe('ALTCHA verification', () => {
  const settings = { ALTCHA_HMAC_KEY: 'test-key', ALTCHA_MAX_COUNTER: '5000' }
  beforeAll(() => setConfigEnvironment(settings))
  afterAll(() => setConfigEnvironment())

  it('creates signed challenges with an expiry', async () => {
    const before = Math.floor(Date.now() / 1000)
    const challenge = await createAltchaChallenge()
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.algorithm).toBe('SHA-256')
    expect(challenge.parameters.expiresAt).toBeGreaterThan(before + 60)
  })

  it('accepts a correct answer once and refuses it when replayed', async () => {
    const markUsed = memoryStore()
    const { encoded } = await solved()
    expect(await verifyAltcha(encoded, markUsed)).toMatchObject({ ok: true })
    expect(await verifyAltcha(encoded, markUsed)).toEqual({ ok: false, reason: 'replayed' })
  })

  it('refuses a missing or malformed answer', async () => {
    const markUsed = memoryStore()
    expect(await verifyAltcha(undefined, markUsed)).toEqual({ ok: false, reason: 'missing' })
    expect(await verifyAltcha('', markUsed)).toEqual({ ok: false, reason: 'missing' })
    expect(await verifyAltcha('not base64 json', markUsed)).toEqual({ ok: false, reason: 'invalid' })
    expect(await verifyAltcha(42, markUsed)).toEqual({ ok: false, reason: 'invalid' })
    expect(parseAltchaPayload(Buffer.from('{"challenge":{}}').toString('base64'))).toBeNull()
  })

  it('refuses a forged challenge, a wrong solution and another key', async () => {
    const markUsed = memoryStore()
    const { challenge, solution } = await solved()
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64')
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } }
    expect(await verifyAltcha(enc({ challenge: easier, solution }), markUsed)).toEqual({ ok: false, reason: 'invalid' })
    expect(
      await verifyAltcha(enc({ challenge, solution: { ...solution, derivedKey: 'ab'.repeat(32) } }), markUsed),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    })
    setConfigEnvironment({ ...settings, ALTCHA_HMAC_KEY: 'another-key' })
    expect(await verifyAltcha(enc({ challenge, solution }), markUsed)).toEqual({ ok: false, reason: 'invalid' })
    setConfigEnvironment(settings)
  })

  it('refuses an expired challenge', async () => {
    const { encoded } = await solved(Date.now() - 3 * 60 * 60 * 1000)
    expect(await verifyAltcha(encoded, memoryStore())).toEqual({ ok: false, reason: 'expired' })
  })
})
