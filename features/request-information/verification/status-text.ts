import type { HumanCheckStatus } from './useHumanCheck'

/** Beside the submit button when reCAPTCHA v3 replaces ALTCHA. */
export const RECAPTCHA_NOTE = 'This form is protected by reCAPTCHA.'

/** Beside the submit button: what the background ALTCHA check is doing. */
export const HUMAN_CHECK_STATUS_TEXT: Record<HumanCheckStatus, string> = {
  idle: 'A quick automatic spam check runs in the background once you start on the form.',
  starting: 'Running a quick automatic spam check in the background…',
  verifying: 'Running a quick automatic spam check in the background…',
  verified: 'Spam check complete: your request is ready to send.',
  error: 'The automatic spam check could not start. Please reload the page.',
}
