import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { createHmac } from 'node:crypto'
import { altchaHmacKey, altchaMaxCounter, altchaTtlSeconds } from './config'
import type { VerificationResult } from './messages'

const ALGORITHM = 'SHA-256'

/** The key that signs derived keys: a separate secret derived from ALTCHA_HMAC_KEY. */
function keySignatureSecret(key: string): string {
  return createHmac('sha256', key).update('altcha-key-signature').digest('hex')
}

/**
 * A new signed proof-of-work challenge with an expiry. Deterministic mode (a known counter)
 * bounds the work a browser does to at most `altchaMaxCounter()` hashes.
 */
export async function createAltchaChallenge(now = Date.now()): Promise<Challenge> {
  const key = altchaHmacKey()
  const max = altchaMaxCounter()
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(max, Math.min(1_000, max)),
    deriveKey,
    expiresAt: new Date(now + altchaTtlSeconds() * 1000),
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySignatureSecret(key),
  })
}

type AltchaPayload = { challenge: Challenge; solution: Solution }

/** The widget sends base64 JSON `{ challenge, solution }`; anything else is not an answer. */
export function parseAltchaPayload(raw: unknown): AltchaPayload | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4_000) return null
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Partial<AltchaPayload>
    const c = value?.challenge
    const s = value?.solution
    if (!c || typeof c !== 'object' || !c.parameters || typeof c.parameters !== 'object') return null
    if (typeof c.signature !== 'string' || !/^[0-9a-f]{16,256}$/i.test(c.signature)) return null
    if (!s || typeof s !== 'object' || typeof s.counter !== 'number' || typeof s.derivedKey !== 'string') return null
    if (c.parameters.algorithm !== ALGORITHM) return null
    return value as AltchaPayload
  } catch {
    return null
  }
}

/**
 * Records that a challenge (by its signature) has been answered. Resolves false when it was
 * already recorded: an answer is accepted once.
 */
export type MarkUsed = (signature: string, expiresAt: Date) => Promise<boolean>

/** Checks an ALTCHA answer: well formed, signed by us, not expired, correctly solved, unused. */
export async function verifyAltcha(raw: unknown, markUsed: MarkUsed): Promise<VerificationResult> {
  if (raw === undefined || raw === null || raw === '') return { ok: false, reason: 'missing' }
  const payload = parseAltchaPayload(raw)
  if (!payload) return { ok: false, reason: 'invalid' }
  const key = altchaHmacKey()
  let result
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: keySignatureSecret(key),
    })
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (result.expired) return { ok: false, reason: 'expired' }
  if (!result.verified) return { ok: false, reason: 'invalid' }
  const signature = payload.challenge.signature as string
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + altchaTtlSeconds()) * 1000)
  if (!(await markUsed(signature.toLowerCase(), expiresAt))) return { ok: false, reason: 'replayed' }
  return { ok: true, id: signature.slice(0, 12) }
}
