import { config } from '@/lib/config/site.mjs'
import { bearerMatches } from '@/lib/cache/revalidation/protocol'
import { metrics } from '@/lib/ops/metrics.mjs'

export const dynamic = 'force-dynamic'

/**
 * GET /api/metrics: this instance's metrics in Prometheus' text format (lib/ops/metrics.mjs), for
 * a scraper holding `Authorization: Bearer $METRICS_TOKEN`. Without a token configured the
 * endpoint does not exist (404), so nothing about the server is shown by default.
 */
export async function GET(request: Request) {
  const token = config.metricsToken
  if (!token) return new Response('Not found\n', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (!bearerMatches(request.headers.get('authorization'), token))
    return new Response('Not authorised\n', {
      status: 401,
      headers: { 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer realm="metrics"' },
    })
  const { registry } = metrics()
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  })
}
