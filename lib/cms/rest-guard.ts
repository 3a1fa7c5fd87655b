/**
 * Around Payload's REST handlers: bounds what an anonymous request may ask for, and keeps
 * answers to signed-in requests out of every cache.
 */
export const ANONYMOUS_MAX_LIMIT = 100
export const ANONYMOUS_MAX_DEPTH = 2

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export function hasCredentials(headers: Headers): boolean {
  if (headers.get('authorization')) return true
  return /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
}

/** An anonymous list asks for at most 100 documents, never "all", and populates at most two levels. */
export function boundAnonymousQuery(url: URL): URL {
  const bounded = new URL(url)
  const params = bounded.searchParams
  const limit = Number(params.get('limit'))
  if (params.has('limit') && (!Number.isFinite(limit) || limit <= 0 || limit > ANONYMOUS_MAX_LIMIT)) params.set('limit', String(ANONYMOUS_MAX_LIMIT))
  if (params.get('pagination') === 'false') {
    params.delete('pagination')
    if (!params.has('limit')) params.set('limit', String(ANONYMOUS_MAX_LIMIT))
  }
  const depth = Number(params.get('depth'))
  if (params.has('depth') && (!Number.isFinite(depth) || depth > ANONYMOUS_MAX_DEPTH)) params.set('depth', String(ANONYMOUS_MAX_DEPTH))
  return bounded
}

export function guarded(handler: Handler): Handler {
  return async (request, context) => {
    const signedIn = hasCredentials(request.headers)
    let incoming = request
    if (!signedIn && request.method === 'GET') {
      const url = new URL(request.url)
      const bounded = boundAnonymousQuery(url)
      if (bounded.search !== url.search) incoming = new Request(bounded, request)
    }
    const response = await handler(incoming, context)
    if (signedIn) {
      const headers = new Headers(response.headers)
      headers.set('Cache-Control', 'private, no-store')
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
    }
    return response
  }
}
