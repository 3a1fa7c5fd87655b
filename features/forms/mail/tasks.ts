import type { CollectionAfterChangeHook, Payload, PayloadRequest, TaskConfig } from 'payload'
import { EmailNotSent } from '@/lib/cms/email/errors'
import { emailConfigured } from '@/lib/cms/email/status'

export const FORM_MAIL_TASK = 'formNotificationEmails'
export const FORM_MAIL_QUEUE = 'form-emails'
/** How the queue is run (every minute, and straight after a submission): the task logs its own failures, in one line. */
export const FORM_MAIL_RUN = { queue: FORM_MAIL_QUEUE, limit: 20, silent: { error: true } } as const

/** Where the form builder's own e-mail hook is kept on the submissions collection (features/forms/admin/plugin.ts). */
export const FORMAT_EMAILS_HOOK = 'formatNotificationEmails'
/** The request context key under which the form builder's `beforeEmail` hands over the e-mails it made. */
export const COLLECTED_EMAILS = 'formEmailsCollected'

export type FormEmail = {
  to: string
  from?: string
  subject: string
  html: string
  replyTo?: string
  cc?: string
  bcc?: string
}

/**
 * The notification e-mails of one stored submission, made by the form builder's own hook (its
 * `{{field}}` substitution, its rich-text message, the site's sender: features/forms/admin/plugin.ts)
 * and handed back through the request's context rather than sent by it: the plugin sends in the
 * request that stores the submission and swallows a failed delivery, where the queue sends later
 * and retries.
 */
export async function formatFormEmails(
  payload: Payload,
  submission: { id: number | string; form: unknown; submissionData?: unknown },
  req: PayloadRequest,
): Promise<FormEmail[]> {
  const hook = payload.collections['form-submissions'].config.custom?.[FORMAT_EMAILS_HOOK] as
    CollectionAfterChangeHook | undefined
  if (!hook) return []
  const collected: FormEmail[] = []
  const previous = req.context[COLLECTED_EMAILS]
  req.context[COLLECTED_EMAILS] = collected
  try {
    const form =
      typeof submission.form === 'object' && submission.form ? (submission.form as { id: unknown }).id : submission.form
    await hook({
      collection: payload.collections['form-submissions'].config,
      context: req.context,
      data: { form, submissionData: submission.submissionData ?? [] },
      doc: submission,
      operation: 'create',
      previousDoc: {},
      req,
    } as Parameters<CollectionAfterChangeHook>[0])
  } finally {
    req.context[COLLECTED_EMAILS] = previous
  }
  return collected
}

/**
 * Sends the notification e-mails of one submission, or only its `index`th (each e-mail is its own
 * job, so a retry resends only the one that failed); throws when a delivery fails, so the queue
 * retries.
 */
export async function sendFormEmails(
  payload: Payload,
  submissionId: string,
  req: PayloadRequest,
  index?: number,
): Promise<string> {
  if (!emailConfigured()) return 'not-configured'
  const submission = await payload.findByID({
    collection: 'form-submissions',
    id: submissionId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
    context: { audit: false },
  })
  if (!submission) return 'missing'
  const made = await formatFormEmails(payload, submission, req)
  // The form's e-mails changed since the job was queued, and this one is no longer among them.
  const emails = index === undefined ? made : made.slice(index, index + 1)
  if (!emails.length) return 'no-emails'
  // The site's adapter throws EmailNotSent (lib/cms/email/adapter.ts) for a delivery that failed.
  for (const email of emails) await payload.sendEmail(email)
  return `sent-${emails.length}`
}

/**
 * Queues the notification e-mails of a new submission, in the transaction that stores it: one job
 * per e-mail, so one address that fails is retried alone and the others are sent once.
 */
export const queueFormEmails: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !emailConfigured()) return doc
  const emails = await formatFormEmails(req.payload, doc, req)
  for (const index of emails.keys())
    await req.payload.jobs.queue({
      task: FORM_MAIL_TASK,
      queue: FORM_MAIL_QUEUE,
      input: { submissionId: String(doc.id), emailIndex: index },
      req,
    })
  return doc
}

/** The e-mails editors set on a form, for one submission (queued when it is stored; the queue retries a failed delivery). */
export const formMailTask: TaskConfig<{
  input: { submissionId: string; emailIndex?: number | null }
  output: { outcome: string }
}> = {
  slug: FORM_MAIL_TASK,
  label: 'Send the e-mails of a form submission',
  inputSchema: [
    { name: 'submissionId', type: 'text', required: true },
    // Which of the submission's e-mails; none (a job queued before e-mails had a job each): all.
    { name: 'emailIndex', type: 'number' },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    let outcome: string
    try {
      outcome = await sendFormEmails(req.payload, String(input.submissionId), req, input.emailIndex ?? undefined)
    } catch (error) {
      // Ids only, never an address or an answer (README: nothing personal in logs).
      const reason =
        error instanceof EmailNotSent ? error.message : error instanceof Error ? error.name : 'unknown error'
      req.payload.logger.warn({
        msg: 'form e-mails not sent; the queue retries',
        submissionId: input.submissionId,
        emailIndex: input.emailIndex,
        reason,
      })
      throw error
    }
    req.payload.logger.info({
      msg: 'form e-mails',
      submissionId: input.submissionId,
      emailIndex: input.emailIndex,
      outcome,
    })
    return { output: { outcome } }
  },
}
