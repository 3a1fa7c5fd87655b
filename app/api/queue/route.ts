import { getPayloadClient } from '@/lib/reads/payload'

/**
 * `POST /api/queue`: the server asks itself at start (instrumentation.ts) so its jobs queue runs
 * from the start, not from the first visit. Idempotent; says nothing and changes nothing else.
 */
export async function POST() {
  await getPayloadClient()
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
