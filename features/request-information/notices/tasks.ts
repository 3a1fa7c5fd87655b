import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { EmailNotSent } from '@/lib/cms/email/errors'
import { emailConfigured } from '@/lib/cms/email/status'
import { config } from '@/lib/config/site.mjs'
import { MAINTENANCE_QUEUE } from '../data-protection/retention'
import { digestNotice, requestNotice, type NoticeRequest } from './compose'
import { readNoticeSettings } from './settings'

export const NOTICE_TASK = 'noticeAdmissions'
export const NOTICE_QUEUE = 'notices'
export const DIGEST_TASK = 'admissionsDigest'
/** How the notices queue is run (by its cron and straight after a request): the task logs its own failures, in one line. */
export const NOTICE_RUN = { queue: NOTICE_QUEUE, limit: 20, silent: { error: true } } as const
/** A digest lists the requests of the last week not yet in a notice (older ones are no news). */
export const DIGEST_WINDOW_DAYS = 7

const NOTICE_FIELDS = {
  entryDate: true,
  degreeType: true,
  degreeChoice: true,
  programChoice: true,
  noticedAt: true,
} as const

async function markNoticed(payload: Payload, ids: (string | number)[], at: Date, req?: PayloadRequest) {
  await payload.update({
    collection: 'information-requests',
    where: { id: { in: ids } },
    data: { noticedAt: at.toISOString() },
    overrideAccess: true,
    depth: 0,
    context: { audit: false },
    ...(req ? { req } : {}),
  })
}

/**
 * One notice for one request, when Site settings ask for a notice per request; sent at most once.
 * A job passes its own request (`req`): a read outside it would wait for a second database
 * connection while the job's transaction holds one (twenty at once would hold PostgreSQL's pool).
 */
export async function sendRequestNotice(
  payload: Payload,
  requestId: string,
  now = new Date(),
  req?: PayloadRequest,
): Promise<string> {
  if (!emailConfigured()) return 'not-configured'
  const { frequency, recipient } = await readNoticeSettings(payload, req)
  if (frequency !== 'each') return `left-to-${frequency}`
  if (!recipient) return 'no-recipient'
  const request = await payload.findByID({
    collection: 'information-requests',
    id: requestId,
    depth: 0,
    select: NOTICE_FIELDS,
    overrideAccess: true,
    disableErrors: true,
    context: { audit: false },
    ...(req ? { req } : {}),
  })
  if (!request) return 'missing'
  if (request.noticedAt) return 'already-sent'
  await payload.sendEmail({ to: recipient, ...requestNotice(request as NoticeRequest, config.serverUrl) })
  await markNoticed(payload, [request.id], now, req)
  return 'sent'
}

/** The daily digest of the requests no notice has named yet, when Site settings ask for one (read through the job's `req`, as above). */
export async function sendDigest(
  payload: Payload,
  now = new Date(),
  req?: PayloadRequest,
): Promise<{ outcome: string; listed: number }> {
  if (!emailConfigured()) return { outcome: 'not-configured', listed: 0 }
  const { frequency, recipient } = await readNoticeSettings(payload, req)
  if (frequency !== 'daily') return { outcome: `frequency-${frequency}`, listed: 0 }
  if (!recipient) return { outcome: 'no-recipient', listed: 0 }
  const since = new Date(now.getTime() - DIGEST_WINDOW_DAYS * 24 * 60 * 60 * 1000)
  const { docs } = await payload.find({
    collection: 'information-requests',
    where: { and: [{ noticedAt: { exists: false } }, { entryDate: { greater_than: since.toISOString() } }] },
    sort: 'entryDate',
    pagination: false,
    depth: 0,
    select: NOTICE_FIELDS,
    overrideAccess: true,
    context: { audit: false },
    ...(req ? { req } : {}),
  })
  if (!docs.length) return { outcome: 'nothing-new', listed: 0 }
  await payload.sendEmail({ to: recipient, ...digestNotice(docs as NoticeRequest[], config.serverUrl) })
  await markNoticed(
    payload,
    docs.map((d) => d.id),
    now,
    req,
  )
  return { outcome: 'sent', listed: docs.length }
}

/** Tells admissions about one new request (queued after the request is stored; the queue retries a failed delivery). */
export const noticeAdmissionsTask: TaskConfig<{ input: { requestId: string }; output: { outcome: string } }> = {
  slug: NOTICE_TASK,
  label: 'E-mail admissions about a new information request',
  inputSchema: [{ name: 'requestId', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    let outcome: string
    try {
      outcome = await sendRequestNotice(req.payload, String(input.requestId), new Date(), req)
    } catch (error) {
      // The queue runs this task silently (NOTICE_RUN): one line per failed attempt, no stack, no address; the queue retries.
      const reason =
        error instanceof EmailNotSent ? error.message : error instanceof Error ? error.name : 'unknown error'
      req.payload.logger.warn({
        msg: 'admissions notice not sent; the queue retries',
        requestId: input.requestId,
        reason,
      })
      throw error
    }
    req.payload.logger.info({ msg: 'admissions notice', requestId: input.requestId, outcome })
    return { output: { outcome } }
  },
}

/** The daily digest (12:00 UTC, 07:00 in Jamaica), queued by Payload's scheduler like the retention job. */
export const admissionsDigestTask: TaskConfig<{
  input: Record<string, never>
  output: { outcome: string; listed: number }
}> = {
  slug: DIGEST_TASK,
  label: 'E-mail admissions the daily digest of new information requests',
  schedule: [{ cron: '0 0 12 * * *', queue: MAINTENANCE_QUEUE }],
  outputSchema: [
    { name: 'outcome', type: 'text' },
    { name: 'listed', type: 'number' },
  ],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5 * 60_000 } },
  handler: async ({ req }) => {
    const result = await sendDigest(req.payload, new Date(), req)
    req.payload.logger.info({ msg: 'admissions digest', ...result })
    return { output: result }
  },
}
