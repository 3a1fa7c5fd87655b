import { httpDate, versionEtag } from '@/lib/http/conditional.mjs'
import { DECLARED_LENGTH } from '@/lib/http/declared-length.mjs'
import { uploadVersion } from './version'

/**
 * Around Payload's REST GET for uploaded files (`/api/<media|documents>/file/<name>`): Payload
 * checks access and streams the file (with Content-Length and Range); this adds the validators and
 * the lifetime, and answers HEAD (Payload routes by method and has no HEAD route: it answered 404).
 * A request naming the record's current version (lib/uploads/version.ts) may be kept for a year;
 * one with no query is kept briefly and revalidated; any other query (an older or made-up version,
 * anything else) is redirected to the current version's URL, so nothing is stored under it and
 * next/image (which refuses a redirect) never resizes it. The 304 itself is decided at the server (lib/http/conditional-response.mjs).
 */

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
/** The last save of the record holding this file (as itself or as one of its sizes), or null. */
export type FindUpload = (collection: string, filename: string) => Promise<{ updatedAt: string } | null>

export const UPLOAD_COLLECTIONS = ['media', 'documents'] as const
export const VERSIONED_LIFETIME = 'public, max-age=31536000, immutable'
export const UNVERSIONED_LIFETIME = 'public, max-age=60, must-revalidate'
const REDIRECT_LIFETIME = 'public, max-age=60'

const FILE_PATH = new RegExp(`^/api/(${UPLOAD_COLLECTIONS.join('|')})/file/([^/]+)$`)

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

export function servedLikeStatic(handler: Handler, findUpload: FindUpload): Handler {
  return async (request, context) => {
    const url = new URL(request.url)
    const match = FILE_PATH.exec(url.pathname)
    const filename = match ? decode(match[2]) : null
    if (!match || !filename || (request.method !== 'GET' && request.method !== 'HEAD')) return handler(request, context)
    const head = request.method === 'HEAD'
    // Built from its parts: Next's request class cannot be copied by the Request constructor.
    const asGet = head
      ? new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal })
      : request
    const response = await handler(asGet, context)
    const headers = new Headers(response.headers)
    const length = response.headers.get('content-length')
    if (length) headers.set(DECLARED_LENGTH, length)
    const record = response.ok ? await findUpload(match[1], filename) : null
    if (record) {
      const versioned = `?v=${uploadVersion(record.updatedAt)}`
      if (url.search !== '' && url.search !== versioned) {
        await response.body?.cancel()
        return new Response(null, {
          status: 307,
          headers: { Location: `${url.pathname}${versioned}`, 'Cache-Control': REDIRECT_LIFETIME },
        })
      }
      headers.set('ETag', versionEtag([match[1], filename, record.updatedAt]))
      headers.set('Last-Modified', httpDate(record.updatedAt))
      headers.set('Cache-Control', url.search === versioned ? VERSIONED_LIFETIME : UNVERSIONED_LIFETIME)
    }
    if (head) {
      await response.body?.cancel()
      return new Response(null, { status: response.status, statusText: response.statusText, headers })
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
