import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { config } from '@/lib/config/site.mjs'
import { escapeHtml } from '@/lib/text/escape-html'
import { emailConfigured } from './status'

/** The reset link: always on the configured public origin (NEXT_PUBLIC_SERVER_URL), never on the request's Host header. */
export function resetLink(token: string, adminRoute = '/admin', origin = config.serverUrl): string {
  return `${origin}${adminRoute}/reset/${encodeURIComponent(token)}`
}

export const PASSWORD_RESET_SUBJECT = 'Reset your password for the university website'

export function passwordResetHtml(link: string): string {
  const href = escapeHtml(link)
  return [
    '<p>Someone, probably you, asked to reset the password of your account on the university website.</p>',
    `<p><a href="${href}">Choose a new password</a> (the link works for one hour): ${href}</p>`,
    '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n')
}

/** The Users collection's `auth.forgotPassword`: our subject and text, with the link on the public origin. */
export const forgotPasswordEmail = {
  generateEmailSubject: () => PASSWORD_RESET_SUBJECT,
  generateEmailHTML: (args?: { req?: { payload?: { config?: { routes?: { admin?: string } } } }; token?: string }) =>
    passwordResetHtml(resetLink(args?.token ?? '', args?.req?.payload?.config?.routes?.admin ?? '/admin')),
}

/** What the admin's "Forgot password" page and the API say while the server has no SMTP settings. */
export const RESET_WITHOUT_EMAIL =
  'E-mail is not configured on this site, so no reset link can be sent: ask an administrator to set a new password.'

/**
 * Without SMTP a reset mail would go nowhere: say so, the same for every address (so the answer
 * tells nobody which addresses have accounts).
 */
export const refuseResetWithoutEmail: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'forgotPassword' && !emailConfigured()) {
    const error = new APIError(RESET_WITHOUT_EMAIL, 503, undefined, true)
    // A class name minified by the bundle left the answer "An unknown error occurred".
    error.name = 'EmailNotConfigured'
    throw error
  }
  return args
}
