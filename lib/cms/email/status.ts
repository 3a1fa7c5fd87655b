import { config } from '@/lib/config/site.mjs'

/** What an operator reads when e-mail is off: the admin's notice and the reset refusal say the same. */
export const EMAIL_NOT_CONFIGURED =
  'E-mail is not configured: set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASSWORD, MAIL_FROM as needed) on the server. Until then no password-reset e-mail and no notice to admissions is sent.'

/** Whether e-mail goes anywhere (the admin's notice, password resets, the notices to admissions). */
export function emailConfigured(): boolean {
  return config.smtp !== null
}
