/**
 * Whether a link leaves the site: an http(s) address on another origin. Site paths (`/fees`),
 * `mailto:`/`tel:` links and fragments are not external; with `siteOrigin` given, a full address
 * on the site's own origin is not either.
 */
export function isExternal(href: string, siteOrigin?: string): boolean {
  if (!/^https?:\/\//i.test(href.trim())) return false
  if (!siteOrigin) return true
  try {
    return new URL(href.trim()).origin !== new URL(siteOrigin).origin
  } catch {
    return true
  }
}
