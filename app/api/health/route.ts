/**
 * GET /api/health: this process is up and answering (liveness). Touches nothing else, so a load
 * balancer or container runtime may ask it every few seconds; /api/ready says whether to send visitors.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
