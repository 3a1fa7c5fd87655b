import { after } from 'next/server'
import type { Payload } from 'payload'
import { emailConfigured } from '@/lib/cms/email/status'
import { NOTICE_QUEUE, NOTICE_RUN, NOTICE_TASK } from './tasks'

/**
 * Queues the notice to admissions about a stored request and sends it after the answer has gone,
 * so a slow or absent mail server never delays or fails the visitor's request.
 */
export async function enqueueNotice(payload: Payload, id: string | number): Promise<void> {
  if (!emailConfigured()) return
  await payload.jobs.queue({ task: NOTICE_TASK, queue: NOTICE_QUEUE, input: { requestId: String(id) } })
  // The every-minute cron picks up retries and anything left over.
  after(() => payload.jobs.run({ ...NOTICE_RUN, limit: 5 }).catch(() => undefined))
}
