import { after } from 'next/server'
import type { Payload } from 'payload'
import { FORWARD_QUEUE, FORWARD_TASK } from './task'

/** Queues the forwarding of a stored request and delivers it straight after the answer has gone. */
export async function enqueueForwarding(payload: Payload, id: string | number): Promise<void> {
  await payload.jobs.queue({ task: FORWARD_TASK, queue: FORWARD_QUEUE, input: { requestId: String(id) } })
  // Deliver straight away; the every-minute cron picks up retries and anything left over.
  after(() => payload.jobs.run({ queue: FORWARD_QUEUE, limit: 5 }).catch(() => undefined))
}
