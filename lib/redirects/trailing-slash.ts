import { internalPath } from '../links/internal-path'

/** The route proxy.ts hands an address with a trailing slash to, with the address without it in its last segment. */
export const TRAILING_SLASH_ROUTE = '/api/trailing-slash'

/** What the redirects look-up answers for one internal path (lib/reads/redirects.ts). */
export type StoredRedirect = { to: string; permanent: boolean }

export type SlashHop = { location: string; status: 307 | 308 }

/**
 * The rewrite target proxy.ts uses for an address whose trailing slash is its only difference from
 * `to`: `to` in one path segment (base64url), since a route handler reached by a rewrite reads the
 * query of the address asked for, not the rewrite's.
 */
export function trailingSlashRoute(to: string): string {
  const bytes = new TextEncoder().encode(to)
  const base64 = btoa(String.fromCharCode(...bytes))
  return `${TRAILING_SLASH_ROUTE}/${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`
}

/** The address a segment of trailingSlashRoute names, or null when it names none. */
export function slashRouteTarget(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(segment)) return null
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
}

/**
 * The one hop of an address asked for with a trailing slash (`/2019/05/slug/`), where `to` is the
 * same address without it: the stored redirect of `to` (keyed, like every redirect, on its
 * internal path, which has no trailing slash), else `to` itself. So an old WordPress permalink
 * answers one permanent redirect to its new home, not the slash's then the stored one's. Null when
 * `to` is not a path on this site (the route is public: it never leads elsewhere on its own).
 */
export function slashHop(to: string, redirects: Readonly<Record<string, StoredRedirect>>): SlashHop | null {
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return null
  const key = internalPath(to)
  if (key === null) return null
  const stored = redirects[key]
  if (stored) return { location: headerSafe(stored.to), status: stored.permanent ? 308 : 307 }
  return { location: headerSafe(to), status: 308 }
}

/** Whether a redirect is stored for `to`, the address without its slash. */
export function hasStoredRedirect(to: string, redirects: Readonly<Record<string, StoredRedirect>>): boolean {
  const key = to.startsWith('/') && !to.startsWith('//') ? internalPath(to) : null
  return key !== null && Object.hasOwn(redirects, key)
}

const BASE = 'http://site.invalid'

/** An address as a Location header may carry it (percent-encoded), relative when it is on this site. */
function headerSafe(address: string): string {
  const url = new URL(address, BASE)
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : url.href
}
