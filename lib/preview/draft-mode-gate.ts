import { jwtVerify } from 'jose'
import { createHash } from 'node:crypto'
import type { NextRequest } from 'next/server'
import { mayPreview } from '@/lib/cms/access'
import { config } from '@/lib/config/site.mjs'

/** The cookie of Next's draft mode, which only an editor's /api/preview sets. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** Payload's session cookie (its cookie prefix, `payload`, and `-token`). */
const SESSION_COOKIE = 'payload-token'

/** The version Payload writes in the header of the sessions it signs (`JWT_AUTH_VERSION`), and checks. */
const PAYLOAD_JWT_AUTH_VERSION = 1

const keys = new Map<string, Uint8Array>()

/** The key Payload signs sessions with: the first 32 hex digits of SHA-256 of PAYLOAD_SECRET (HS256). */
function sessionKey(secret: string): Uint8Array {
  let key = keys.get(secret)
  if (!key) {
    key = new TextEncoder().encode(createHash('sha256').update(secret).digest('hex').slice(0, 32))
    keys.set(secret, key)
  }
  return key
}

/**
 * Whether a session token is one Payload signed, not expired, for a user whose roles preview drafts
 * (roles are in the token). Checked without the database, so it is cheap enough for every request;
 * a page rendered in draft mode still asks Payload who is signed in (lib/reads/preview.ts).
 */
export async function isPreviewSession(token: string | undefined, secret = config.payloadSecret): Promise<boolean> {
  if (!token) return false
  try {
    const { payload, protectedHeader } = await jwtVerify(token, sessionKey(secret), { algorithms: ['HS256'] })
    return (
      protectedHeader.authVersion === PAYLOAD_JWT_AUTH_VERSION && payload.collection === 'users' && mayPreview(payload)
    )
  } catch {
    return false
  }
}

/** A Cookie header without the named cookie, every other pair left exactly as sent. */
export function withoutCookie(header: string, name: string): string {
  return header
    .split(';')
    .filter((pair) => pair.split('=', 1)[0].trim() !== name)
    .join(';')
    .trim()
}

/**
 * What the proxy does with draft mode. Next turns it on for any request whose draft-mode cookie
 * holds the build's one value, shared by every editor and valid until the next build: with it
 * alone, every page would be rendered afresh (`private, no-store`) instead of served from the
 * cache. So the cookie counts only beside a signed-in editor's session:
 * - `preview`: both, so the page may render drafts (it checks the session again) and may be
 *   framed by the site itself (the admin's live preview);
 * - `ignored`: the draft-mode cookie without such a session; the proxy drops it from the request,
 *   and Next serves the page from the cache as to any visitor;
 * - `none`: no draft-mode cookie.
 */
export async function draftModeOf(request: Pick<NextRequest, 'cookies'>): Promise<'preview' | 'ignored' | 'none'> {
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) return 'none'
  return (await isPreviewSession(request.cookies.get(SESSION_COOKIE)?.value)) ? 'preview' : 'ignored'
}
