/**
 * Around Payload's REST handlers: bounds what an anonymous request may ask for, and keeps
 * answers to signed-in requests out of every cache.
 */
export const ANONYMOUS_MAX_LIMIT = 100
export const ANONYMOUS_MAX_DEPTH = 2

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type CollectionEndpoints = { slug: string; endpoints?: false | { path: string }[] }

/**
 * Whether a REST path names a document of a collection by something that cannot be its id. Our
 * ids are integers in both databases; a word after the collection's slug is one of its endpoints
 * (`count`, `versions`, `me`, `file`, a custom `export.csv`, …) or nothing at all, which the
 * database would otherwise be asked for (and answer with an error, a 500).
 */
export function namesNoDocument(pathname: string, collections: CollectionEndpoints[]): boolean {
  const [, api, slug, segment] = pathname.split('/')
  if (api !== 'api' || !segment) return false
  const collection = collections.find((c) => c.slug === slug)
  if (!collection) return false
  const words = new Set((collection.endpoints || []).map((e) => e.path.split('/')[1]).filter((word) => word && !word.startsWith(':')))
  return !words.has(segment) && !/^\d+$/.test(segment)
}

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

export function hasCredentials(headers: Headers): boolean {
  if (headers.get('authorization')) return true
  return /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
}

/**
 * An anonymous list asks for at most 100 documents, never "all", and populates at most two levels;
 * it never asks for drafts (the access rules would withhold them anyway: this keeps it so should a
 * rule change).
 */
export function boundAnonymousQuery(url: URL): URL {
  const bounded = new URL(url)
  const params = bounded.searchParams
  params.delete('draft')
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

export function guarded(handler: Handler, config: Promise<{ collections: CollectionEndpoints[] }>): Handler {
  return async (request, context) => {
    const { pathname } = new URL(request.url)
    if (namesNoDocument(pathname, (await config).collections)) return notFound()
    const signedIn = hasCredentials(request.headers)
    let incoming = request
    if (!signedIn && request.method === 'GET') {
      const url = new URL(request.url)
      const bounded = boundAnonymousQuery(url)
      if (bounded.search !== url.search) incoming = new Request(bounded, request)
    }
    let response = await handler(incoming, context)
    // Payload answers a file missing from storage with a 500; to the visitor it is simply not there.
    if (response.status === 500 && /^\/api\/[^/]+\/file\//.test(pathname)) response = notFound()
    if (signedIn) {
      const headers = new Headers(response.headers)
      headers.set('Cache-Control', 'private, no-store')
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
    }
    return response
  }
}
