import { expect } from '@playwright/test'
import { config } from '../lib/config/site.mjs'

/** Directives every response's policy carries (the README's "Security" section). */
const LOCKDOWN = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]

/**
 * Checks the security headers of one response. `kind` picks the policy: pages and APIs get the
 * site's, optimised images Next's sandbox on top of it, our own PDFs may be framed by this origin.
 */
export function expectSecurityHeaders(
  headers: Record<string, string>,
  what: string,
  kind: 'page' | 'image' | 'document' = 'page',
) {
  const csp = (headers['content-security-policy'] ?? '').split(/;\s*/)
  const directives = {
    page: ["default-src 'self'", ...LOCKDOWN],
    image: ["default-src 'self'", "script-src 'none'", "frame-src 'none'", 'sandbox', ...LOCKDOWN],
    document: ["default-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"],
  }[kind]
  for (const directive of directives) expect(csp, `${what}: CSP ${directive}`).toContain(directive)
  // Asked for only when the public origin is https (the suite's own server is plain http).
  if (config.serverUrl.startsWith('https://'))
    expect(headers['strict-transport-security'], `${what}: HSTS`).toMatch(/max-age=\d{8}/)
  else expect(headers['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined()
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff')
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toContain('camera=()')
  expect(headers['x-frame-options'], `${what}: X-Frame-Options`).toBe(kind === 'document' ? 'SAMEORIGIN' : 'DENY')
  expect(headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined()
}
