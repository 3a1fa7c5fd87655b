/**
 * Settings of human verification, from the site's configuration (lib/config/site.mjs) on each call.
 * The ALTCHA key has a development default, refused in production. reCAPTCHA v3 replaces
 * ALTCHA only when both of its keys are set.
 */
import { config, type RecaptchaSettings } from '@/lib/config/site.mjs'

export function altchaHmacKey(): string {
  return config.altchaHmacKey
}

/** The largest counter a visitor's browser may have to try (the challenge's difficulty). */
export function altchaMaxCounter(): number {
  return config.altchaMaxCounter
}

/** How long a challenge stays valid. */
export function altchaTtlSeconds(): number {
  return config.altchaTtlSeconds
}

export type RecaptchaConfig = RecaptchaSettings

export function recaptchaConfig(): RecaptchaConfig | null {
  return config.recaptcha
}

export type VerificationMode = 'altcha' | 'recaptcha'

export function verificationMode(): VerificationMode {
  return recaptchaConfig() ? 'recaptcha' : 'altcha'
}
