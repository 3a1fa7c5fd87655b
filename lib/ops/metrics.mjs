// @ts-check
/**
 * The server's metrics in Prometheus' format (prom-client), read at GET /api/metrics with
 * `Authorization: Bearer $METRICS_TOKEN`. One registry per process, kept on the global object:
 * the request guard preloaded into the server (scripts/request-guard.mjs, which sees every request
 * and its status) and the app's bundles (cache expiries, information requests, jobs, backend
 * errors) load this module separately, and must count into the same metrics.
 *
 * Labels are kinds and outcomes, never a path, query or anything a visitor typed: their number
 * stays bounded, and nothing personal is kept.
 */
import client from 'prom-client'

const KEY = Symbol.for('university-site.metrics')

/** What a path is, for the requests' labels: a bounded set. @param {string} path */
export function routeKind(path) {
  if (path.startsWith('/_next/')) return 'asset'
  if (path === '/api/health' || path === '/api/ready' || path === '/api/metrics') return 'ops'
  if (path.startsWith('/api/media/') || path.startsWith('/api/documents/')) return 'upload'
  if (path.startsWith('/api/')) return 'api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/feeds/') || path.endsWith('.ics') || path.endsWith('.xml') || path === '/robots.txt')
    return 'feed'
  return 'page'
}

function create() {
  const registry = new client.Registry()
  // Event-loop lag, memory, handles, CPU, garbage collection.
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    requests: new client.Counter({
      name: 'site_http_requests_total',
      help: 'Requests answered, by route kind and status',
      labelNames: ['kind', 'status'],
      registers,
    }),
    duration: new client.Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route kind',
      labelNames: ['kind'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new client.Counter({
      name: 'site_page_cache_total',
      help: "Pages and routes answered from Next's cache, by outcome (HIT, STALE: served while regenerating, MISS: rendered)",
      labelNames: ['outcome'],
      registers,
    }),
    tagExpiries: new client.Counter({
      name: 'site_cache_tag_expiries_total',
      help: 'Cache tags expired (saves, scheduled changes, alerts starting or ending, POST /api/revalidate)',
      registers,
    }),
    informationRequests: new client.Counter({
      name: 'site_information_requests_total',
      help: 'Information requests by outcome (stored, rate-limited, invalid, verification-refused, dropped, store-failed, queue-failed, …)',
      labelNames: ['outcome'],
      registers,
    }),
    jobs: new client.Counter({
      name: 'site_jobs_total',
      help: 'Background jobs by task and outcome (completed, failed)',
      labelNames: ['task', 'outcome'],
      registers,
    }),
    backendErrors: new client.Counter({
      name: 'site_backend_errors_total',
      help: 'Errors reaching the database or Redis, by backend',
      labelNames: ['backend'],
      registers,
    }),
  }
}

/** @typedef {ReturnType<typeof create>} Metrics */

/** This process's metrics. @returns {Metrics} */
export function metrics() {
  const holder = /** @type {{ [KEY]?: Metrics }} */ (/** @type {unknown} */ (globalThis))
  return (holder[KEY] ??= create())
}
