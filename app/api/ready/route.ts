import { readiness } from '@/lib/ops/readiness'

/**
 * GET /api/ready: 200 when this instance should be sent visitors, 503 with the failing checks when
 * not (lib/ops/readiness.ts). Never cached: it answers for this instance, now.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const { ready, checks } = await readiness()
  return Response.json(
    { status: ready ? 'ready' : 'not ready', checks },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
