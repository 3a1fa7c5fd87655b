import { metrics } from '@/lib/ops/metrics.mjs'
/** A JSON answer that no cache keeps. */
export const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export type Log = (event: string, extra?: Record<string, unknown>) => void

export const log: Log = (event, extra = {}) => {
  metrics().informationRequests.inc({ outcome: event })
  // Ids and outcomes only: never a name, address, telephone or message.
  console.info(JSON.stringify({ at: 'request-information', event, ...extra }))
}
