import type { RecaptchaConfig } from './config'
import type { VerificationResult } from './messages'

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

type SiteVerifyAnswer = {
  success?: boolean
  score?: number
  action?: string
  hostname?: string
  'error-codes'?: string[]
}

/**
 * Verifies a reCAPTCHA v3 token on the server: it must be valid, made for the action 'submit'
 * and score at least the configured minimum. The secret never leaves the server.
 */
export async function verifyRecaptcha(
  token: unknown,
  config: RecaptchaConfig,
  remoteIp?: string,
  fetchImpl: typeof fetch = fetch,
): Promise<VerificationResult> {
  if (typeof token !== 'string' || token.length === 0) return { ok: false, reason: 'missing' }
  if (token.length > 4_000) return { ok: false, reason: 'invalid' }
  const body = new URLSearchParams({ secret: config.secretKey, response: token })
  if (remoteIp) body.set('remoteip', remoteIp)
  let answer: SiteVerifyAnswer
  try {
    const response = await fetchImpl(VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(8_000) })
    if (!response.ok) return { ok: false, reason: 'unavailable' }
    answer = (await response.json()) as SiteVerifyAnswer
  } catch {
    return { ok: false, reason: 'unavailable' }
  }
  if (!answer.success) {
    const codes = answer['error-codes'] ?? []
    return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'replayed' : 'invalid' }
  }
  if (answer.action !== 'submit') return { ok: false, reason: 'invalid' }
  if (typeof answer.score === 'number' && answer.score < config.minScore) return { ok: false, reason: 'invalid' }
  return { ok: true, id: 'recaptcha' }
}
