import { decide } from '../redirects/proxy-rules'

const BASE = 'http://site.invalid'

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** A path with each segment percent-encoded one way, whatever spelling it arrived in, and no trailing slash. */
export function normalPath(pathname: string): string {
  const joined = pathname
    .split('/')
    .map((segment) => encodeURIComponent(decodeSegment(segment)))
    .join('/')
  return joined.length > 1 ? joined.replace(/\/+$/, '') : '/'
}

/**
 * The path the application serves a link on this site from, after the rules of proxy.ts
 * (`/featurestory?article=a` is served by `/featurestory/a`, `/UndergradPrograms` by `/undergrad`):
 * the one key redirects are stored and looked up under, and links are resolved by. Query strings
 * the proxy does not read and fragments are left out. Null for anything that is not a path on this
 * site (`https://…` elsewhere, `mailto:`, `tel:`, `#top`, text that is no URL).
 */
export function internalPath(href: string, siteOrigin?: string): string | null {
  const text = href.trim()
  if (!text) return null
  let url: URL
  try {
    url = new URL(text, BASE)
  } catch {
    return null
  }
  const onSite = url.origin === BASE || (siteOrigin !== undefined && url.origin === new URL(siteOrigin).origin)
  if (!onSite || !/^https?:$/.test(url.protocol)) return null
  if (url.origin === BASE && !text.startsWith('/')) return null // relative ("page", "#top", "?q=")
  let pathname = url.pathname
  let search = url.searchParams
  // A redirect leads to a path the proxy may rewrite; two steps reach any rule's end.
  for (let step = 0; step < 3; step++) {
    const decision = decide(pathname, search)
    if (decision.action === 'next') break
    const next = new URL(decision.to, BASE)
    pathname = next.pathname
    search = next.searchParams
    if (decision.action === 'rewrite') break
  }
  return normalPath(pathname)
}
