/**
 * Settings of human verification, read from the environment on each call. The ALTCHA key has
 * a development default (with a warning in production, as lib/env.ts does for its secrets).
 * reCAPTCHA v3 replaces ALTCHA only when both of its keys are set.
 */
const DEV_ALTCHA_KEY = 'dev-only-altcha-hmac-key-change-me'
let warned = false

export function altchaHmacKey(): string {
  const value = process.env.ALTCHA_HMAC_KEY?.trim()
  if (value) return value
  if (process.env.NODE_ENV === 'production' && !process.env.CI && !warned) {
    warned = true
    console.warn('[env] ALTCHA_HMAC_KEY is not set: using the development default. Set it before going live.')
  }
  return DEV_ALTCHA_KEY
}

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** The largest counter a visitor's browser may have to try (the challenge's difficulty). */
export function altchaMaxCounter(): number {
  return positiveInt('ALTCHA_MAX_COUNTER', 50_000)
}

/** How long a challenge stays valid. */
export function altchaTtlSeconds(): number {
  return positiveInt('ALTCHA_TTL_SECONDS', 20 * 60)
}

export type RecaptchaConfig = { secretKey: string; siteKey: string; minScore: number }

export function recaptchaConfig(): RecaptchaConfig | null {
  const secretKey = process.env.RECAPTCHA_SECRET_KEY?.trim()
  const siteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim()
  if (!secretKey || !siteKey) return null
  const minScore = Number(process.env.RECAPTCHA_MIN_SCORE)
  return { secretKey, siteKey, minScore: Number.isFinite(minScore) && minScore > 0 ? minScore : 0.5 }
}

export type VerificationMode = 'altcha' | 'recaptcha'

export function verificationMode(): VerificationMode {
  return recaptchaConfig() ? 'recaptcha' : 'altcha'
}
