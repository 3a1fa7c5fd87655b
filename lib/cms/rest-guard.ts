import { executeAuthStrategies, getPayload, type SanitizedConfig } from 'payload'

/**
 * Around Payload's REST handlers: bounds what a request without a signed-in user may ask for,
 * answers requests Payload would fail on with a 4xx, and keeps answers to requests carrying
 * credentials out of every cache.
 */
export const ANONYMOUS_MAX_LIMIT = 100
export const ANONYMOUS_MAX_DEPTH = 2

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Endpoint = { path: string; method: string }
type Entity = { slug: string; endpoints?: false | Endpoint[] }
type RestConfig = { collections: Entity[]; globals?: Entity[] }
/** Whether the request's credentials sign a user in. */
export type Authenticate = (headers: Headers) => Promise<boolean>

/** Payload's own check of the token or cookie (its auth strategies, without computing permissions). */
export const payloadAuthenticate =
  (config: Promise<SanitizedConfig>): Authenticate =>
  async (headers) => {
    const payload = await getPayload({ config: await config })
    return Boolean((await executeAuthStrategies({ headers, payload })).user)
  }

const json = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
const notFound = () => json(404, 'Not Found')

const OVERRIDE_HEADERS = ['x-payload-http-method-override', 'x-http-method-override']

/**
 * A `POST` that Payload reads as a `GET` (`X-Payload-HTTP-Method-Override: GET`, a form body of
 * query parameters: the admin's way around long URLs), made the `GET` it stands for, so it is
 * bounded and checked like one. Other requests are returned as they are.
 */
export async function asGetWhenOverridden(request: Request): Promise<Request> {
  if (request.method !== 'POST' || !OVERRIDE_HEADERS.some((name) => request.headers.get(name) === 'GET')) return request
  const url = new URL(request.url)
  const headers = new Headers(request.headers)
  for (const name of [...OVERRIDE_HEADERS, 'content-type', 'content-length']) headers.delete(name)
  if (request.headers.get('content-type') === 'application/x-www-form-urlencoded') {
    for (const [key, value] of new URLSearchParams(await request.text())) url.searchParams.append(key, value)
  }
  return new Request(url, { method: 'GET', headers, signal: request.signal })
}

/** An endpoint's path pattern (`/versions/:id`, `/access/:id?`) against a path: its parameters, or null. */
export function matchEndpoint(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const got = path.split('/').filter(Boolean)
  if (got.length > want.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]
    if (!segment.startsWith(':')) {
      if (segment !== got[i]) return null
      continue
    }
    if (got[i] === undefined) {
      if (segment.endsWith('?')) continue
      return null
    }
    params[segment.slice(1).replace(/\?$/, '')] = got[i]
  }
  return params
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Whether a REST request names a document of a collection or a global by something that cannot
 * be its id. Our ids are integers in both databases. The endpoint Payload would route the request
 * to is found as Payload finds it (the first of the entity's endpoints with this method and a
 * matching path): `GET /api/stories/access` is `GET /:id` with the id "access" (only
 * `POST /access/:id?` is an endpoint), which the database would be asked for and answer with an
 * error, a 500.
 */
export function namesNoDocument(method: string, pathname: string, config: RestConfig): boolean {
  const segments = pathname.split('/').map(decode)
  if (segments[1] !== 'api') return false
  const global = segments[2] === 'globals'
  const slug = segments[global ? 3 : 2]
  const entity = (global ? (config.globals ?? []) : config.collections).find((e) => e.slug === slug)
  if (!entity || !entity.endpoints) return false
  const rest = `/${segments.slice(global ? 4 : 3).join('/')}`
  for (const endpoint of entity.endpoints) {
    if (endpoint.method !== method.toLowerCase()) continue
    const params = matchEndpoint(endpoint.path, rest)
    if (params) return params.id !== undefined && !/^\d{1,15}$/.test(params.id)
  }
  return false
}

/**
 * A query parameter Payload parses as JSON (`where={…}`, `data={…}`) that is not JSON: Payload
 * would throw while reading it, before any check, and answer 500.
 */
export function malformedJsonParameter(url: URL): string | null {
  for (const name of ['where', 'data']) {
    const value = url.searchParams.get(name)
    if (!value || url.searchParams.getAll(name).length > 1) continue
    try {
      JSON.parse(value)
    } catch {
      return `${name} must be JSON, or given as ${name}[…] parameters`
    }
  }
  return null
}

export function hasCredentials(headers: Headers): boolean {
  if (headers.get('authorization')) return true
  return /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
}

const clamp = (params: URLSearchParams, name: string, max: number, zeroIsAll: boolean) => {
  if (!params.has(name)) return
  const value = Number(params.get(name))
  if (!Number.isFinite(value) || value > max || (zeroIsAll && value <= 0)) params.set(name, String(max))
}

/**
 * An anonymous read asks for at most 100 documents a page (never "all": `pagination=false`,
 * `limit=0`), also of a join field, and populates at most two levels; it never asks for drafts
 * (the access rules would withhold them anyway: this keeps it so should a rule change).
 */
export function boundAnonymousQuery(url: URL): URL {
  const bounded = new URL(url)
  const params = bounded.searchParams
  params.delete('draft')
  clamp(params, 'limit', ANONYMOUS_MAX_LIMIT, true)
  if (params.get('pagination') === 'false') {
    params.delete('pagination')
    if (!params.has('limit')) params.set('limit', String(ANONYMOUS_MAX_LIMIT))
  }
  clamp(params, 'depth', ANONYMOUS_MAX_DEPTH, false)
  for (const name of [...params.keys()])
    if (/^joins\[[^\]]+\]\[limit\]$/.test(name)) clamp(params, name, ANONYMOUS_MAX_LIMIT, true)
  return bounded
}

/**
 * Wraps one of Payload's REST handlers. The bounds hold for every read without a signed-in user:
 * a token or cookie counts only when Payload accepts it (a garbage `Authorization` header is no
 * one), and a read sent as a `POST` with a method override is bounded as the `GET` it is. Only a
 * request that asks beyond the bounds and carries credentials is authenticated here.
 */
export function guarded(handler: Handler, config: Promise<RestConfig>, authenticate: Authenticate): Handler {
  return async (request, context) => {
    let incoming = await asGetWhenOverridden(request)
    const url = new URL(incoming.url)
    if (namesNoDocument(incoming.method, url.pathname, await config)) return notFound()
    const credentials = hasCredentials(incoming.headers)
    if (incoming.method === 'GET') {
      const problem = malformedJsonParameter(url)
      if (problem) return json(400, problem)
      const bounded = boundAnonymousQuery(url)
      if (bounded.search !== url.search && !(credentials && (await authenticate(incoming.headers))))
        incoming = new Request(bounded, incoming)
    }
    let response = await handler(incoming, context)
    // Payload answers a file missing from storage with a 500; to the visitor it is simply not there.
    if (response.status === 500 && /^\/api\/[^/]+\/file\//.test(url.pathname)) response = notFound()
    if (credentials) {
      const headers = new Headers(response.headers)
      headers.set('Cache-Control', 'private, no-store')
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
    }
    return response
  }
}
