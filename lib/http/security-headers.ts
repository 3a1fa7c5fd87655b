// Relative imports: next.config.ts loads this module, and Next's config loader does not resolve `@/`.
import type { Environment } from '../config/environment.mjs'
import { config, readConfig } from '../config/site.mjs'

/** Frames every page may show: our own, and YouTube's privacy-enhanced player. */
const SITE_FRAMES = "'self' https://www.youtube-nocookie.com"

/**
 * Static security headers for every response (the README's "Security" section says what each protects). Under
 * `next dev` scripts may also use eval (React's development tools). `frames` is the frame-src
 * source list; `framedBySite` lets the site itself frame the page (draft mode's live preview).
 *
 * Script elements get 'unsafe-inline' here, and the production server replaces it in every page's
 * policy with the hashes of that page's own inline scripts (Next writes each page's data as inline
 * scripts whose text differs from page to page; lib/http/inline-script-hashes.mjs), so a page
 * stays static and cached and a script injected into it does not run; every other answer goes out
 * without it (the admin, whose pages Payload streams, keeps it). Under `next dev`, which the
 * request guard does not serve, it stays. Event-handler attributes, which neither Next nor the site
 * writes, are refused (`script-src-attr 'none'`): injected markup such as `<img onerror>` cannot run.
 */
export function contentSecurityPolicy(
  development = config.development,
  frames = SITE_FRAMES,
  framedBySite = false,
): string {
  const lockdown = framedBySite
    ? LOCKDOWN.map((d) => (d.startsWith('frame-ancestors') ? "frame-ancestors 'self'" : d))
    : LOCKDOWN
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'" + (development ? " 'unsafe-eval'" : ''),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frames}`,
    "worker-src 'self' blob:",
    ...lockdown,
  ].join('; ')
}

/**
 * /donate frames the giving form, whose address editors set in Site settings, so its header
 * cannot name the origin: it allows HTTPS frames, and the page itself narrows that to the
 * form's origin with a policy in its <head> (`givingFramePolicy`). A browser enforces both
 * policies, so the page may frame that one origin and nothing else; the page is cached under
 * the Site settings tag, so a changed address changes its policy on the next request.
 */
export function donateSecurityHeaders() {
  return [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(config.development, 'https:') }]
}

/** The origin of an HTTPS address, or null for anything else (a placeholder, plain HTTP, a typo). */
export function httpsOrigin(address: string): string | null {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** The frame-src of /donate's own policy: the giving form's origin only, or no frames at all. */
export function givingFramePolicy(givingFormAddress: string): string {
  return `frame-src ${httpsOrigin(givingFormAddress) ?? "'none'"}`
}

/** Directives every policy carries, whatever the response (the README's "Security" section). */
const LOCKDOWN = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]

/**
 * The policy of optimised images (`/_next/image`; Next sends it in place of ours): Next's own
 * sandbox, no scripts, no frames, plus the directives every response carries.
 */
export function imageContentSecurityPolicy(): string {
  return ["default-src 'self'", "script-src 'none'", "frame-src 'none'", 'sandbox', ...LOCKDOWN].join('; ')
}

/**
 * Our own PDFs (`/api/documents/file/…`): shown in our own pages (the brochure viewer on
 * /brobook), so they may be framed by this origin and embed themselves; nothing else.
 */
export function documentSecurityHeaders() {
  return [
    {
      key: 'Content-Security-Policy',
      value: [
        "default-src 'none'",
        "object-src 'self'",
        "style-src 'unsafe-inline'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ]
}

/**
 * Uploaded images (`/api/media/file/…`), opened on their own: a sandboxed document that may show
 * itself and nothing else, so an SVG with script in it can never run as the site.
 */
export function uploadSecurityHeaders() {
  return [
    {
      key: 'Content-Security-Policy',
      value: ["default-src 'none'", "img-src 'self'", "style-src 'unsafe-inline'", 'sandbox', ...LOCKDOWN].join('; '),
    },
  ]
}

/** An uploaded SVG opened on its own is downloaded, not rendered; <img> tags still show it. */
export const svgDownloadHeaders = () => [{ key: 'Content-Disposition', value: 'attachment' }]

/**
 * A signed-in editor's preview may be framed by the site itself: the admin's live preview pane
 * shows it beside the form. proxy.ts sets these on it when it loads in a frame (they replace the two
 * headers of every response), never on the strength of a cookie alone. Everything else stays as for every response.
 */
export function previewFrameHeaders(env?: Environment) {
  const settings = env ? readConfig(env) : config
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings.development, SITE_FRAMES, true) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ]
}

/**
 * Strict-Transport-Security, only when the public origin (NEXT_PUBLIC_SERVER_URL) is https: a
 * browser ignores it over plain http, and a site served over http has no business asking for the
 * preload list, which would bind its whole domain to https.
 */
function transportSecurity(serverUrl: string) {
  return serverUrl.startsWith('https://')
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
    : []
}

/** The headers of every response; `env` (tests) replaces the process's configuration. */
export function securityHeaders(env?: Environment) {
  const settings = env ? readConfig(env) : config
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings.development) },
    ...transportSecurity(settings.serverUrl),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ]
}
