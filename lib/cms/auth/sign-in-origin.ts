import { APIError, type CollectionBeforeOperationHook } from 'payload'

/** Fetch Metadata values a browser sends for a request made by the site's own pages, or typed in. */
const OWN_SITE = new Set(['same-origin', 'same-site', 'none'])

/**
 * Whether a browser sent the request from another site's page, by the rule Payload applies to
 * the session cookie (which is what keeps the data-protection endpoints and every other signed-in
 * action to the site's own pages): an `Origin`, when sent, must be on Payload's `csrf` list (the
 * configured public origin); `Sec-Fetch-Site`, when sent, must not say cross-site. A request with
 * neither comes from no web page (a script, the e2e suite): there is no visitor's browser to
 * sign in behind their back.
 */
export function fromAnotherSite(headers: Headers, allowedOrigins: readonly string[]): boolean {
  const origin = headers.get('origin')
  if (origin && allowedOrigins.length > 0 && !allowedOrigins.includes(origin)) return true
  const site = headers.get('sec-fetch-site')
  return site !== null && !OWN_SITE.has(site)
}

export const CROSS_SITE_SIGN_IN = 'Sign in on this site’s own sign-in page.'

/**
 * Login CSRF: another site's page could post a form to /api/users/login (or reset-password, which
 * signs in too) with the attacker's credentials, and the visitor's browser would be signed in as
 * the attacker, in whose account anything they then type would end up. Refused before anything
 * is counted or checked.
 */
export const refuseCrossSiteSignIn: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'resetPassword') return args
  if (!fromAnotherSite(req.headers, req.payload.config.csrf)) return args
  const error = new APIError(CROSS_SITE_SIGN_IN, 403, undefined, true)
  error.name = 'CrossSiteSignIn' // a class name minified by the bundle would leave the answer without its message
  throw error
}
