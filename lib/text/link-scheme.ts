const BASE = 'https://site.invalid/'

/** The schemes a link on the site may use; a path, fragment or query on the site resolves to https:. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** The scheme of an address as a browser reads it (tabs and line breaks dropped, any letter case), or null when it is no address. */
function schemeOf(href: string): string | null {
  try {
    return new URL(href, BASE).protocol
  } catch {
    return null
  }
}

/**
 * The scheme of a link that no page may carry (`javascript:`, `data:`, `vbscript:`, anything but
 * http(s), mailto: and tel:), however it is spelled; null for a safe one or text that is no address.
 */
export function unsafeScheme(href: string): string | null {
  const scheme = schemeOf(href)
  return scheme !== null && !SAFE_SCHEMES.has(scheme) ? scheme : null
}

/** Whether an address may be written into a page as a link: a safe scheme, and an address at all. */
export function isSafeHref(href: string): boolean {
  const scheme = schemeOf(href)
  return scheme !== null && SAFE_SCHEMES.has(scheme)
}
