import 'server-only'
import { verifyAltcha, type MarkUsed } from './altcha'
import { recaptchaConfig } from './config'
import type { VerificationResult } from './messages'
import { verifyRecaptcha } from './recaptcha'

/**
 * Verifies the human answer sent with a submission: a reCAPTCHA v3 token (action 'submit')
 * when its keys are configured, otherwise an ALTCHA answer that is accepted once.
 */
export async function verifyHuman(
  body: { altcha?: unknown; recaptchaToken?: unknown },
  options: { markUsed: MarkUsed; remoteIp?: string },
): Promise<VerificationResult> {
  const recaptcha = recaptchaConfig()
  if (recaptcha) return verifyRecaptcha(body.recaptchaToken, recaptcha, options.remoteIp)
  return verifyAltcha(body.altcha, options.markUsed)
}
