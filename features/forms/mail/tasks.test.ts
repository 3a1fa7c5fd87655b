/**
 * The form builder (ESM-only under Jest) stands in as itself: its submissions collection's first
 * afterChange hook makes the e-mails and hands them to `beforeEmail`, then sends what it returns.
 */
type Email = { to: string; from?: string; subject: string; html: string; replyTo?: string }
type PluginOptions = { beforeEmail: (emails: Email[], args: { req: unknown }) => Email[] | Promise<Email[]> }
const mockSentByPlugin: Email[] = []
jest.mock('@payloadcms/plugin-form-builder', () => ({
  formBuilderPlugin: (options: PluginOptions) => (config: { collections?: unknown[] }) => ({
    ...config,
    collections: [
      { slug: 'forms', fields: [], hooks: {} },
      {
        slug: 'form-submissions',
        fields: [],
        hooks: {
          afterChange: [
            async (args: { operation: string; data: { form: number }; doc: { id: number }; req: unknown }) => {
              if (args.operation !== 'create') return
              const made = [
                { to: 'office@example.edu', subject: `Form ${args.data.form} #${args.doc.id}`, html: '<p>x</p>' },
                { to: 'dean@example.edu', subject: `Form ${args.data.form} #${args.doc.id}`, html: '<p>x</p>' },
              ]
              for (const email of await options.beforeEmail(made, { req: args.req })) mockSentByPlugin.push(email)
            },
          ],
        },
      },
    ],
  }),
}))

import type { CollectionAfterChangeHook, CollectionConfig, Config, Payload, PayloadRequest } from 'payload'
import { setConfigEnvironment } from '@/lib/config/environment.mjs'
import { EmailNotSent } from '@/lib/cms/email/errors'
import { formsPlugin } from '../admin/plugin'
import {
  FORM_MAIL_QUEUE,
  FORM_MAIL_TASK,
  FORMAT_EMAILS_HOOK,
  formMailTask,
  queueFormEmails,
  sendFormEmails,
} from './tasks'

const submissions = () =>
  ((formsPlugin()({ collections: [] } as unknown as Config) as Config).collections as CollectionConfig[]).find(
    (c) => c.slug === 'form-submissions',
  )!

/** A Payload stand-in: the configured submissions collection, one stored submission, the jobs queue and the mail server. */
function fakePayload(sendEmail: (email: Email) => Promise<void> = async () => undefined) {
  const queued: unknown[] = []
  const sent: Email[] = []
  const collection = submissions()
  const payload = {
    collections: { 'form-submissions': { config: collection } },
    email: { defaultFromName: 'University', defaultFromAddress: 'web@example.edu' },
    findByID: async ({ id }: { id: string }) =>
      id === '9' ? { id: 9, form: 5, submissionData: [{ field: 'name', value: 'Ana' }] } : null,
    jobs: { queue: async (job: unknown) => void queued.push(job) },
    sendEmail: async (email: Email) => {
      await sendEmail(email)
      sent.push(email)
    },
    logger: { info: () => undefined, warn: () => undefined },
  }
  const req = { payload, context: {} } as unknown as PayloadRequest
  return { payload: payload as unknown as Payload, req, queued, sent, collection }
}

beforeEach(() => {
  setConfigEnvironment({ SMTP_HOST: '127.0.0.1' })
  mockSentByPlugin.length = 0
})
afterEach(() => setConfigEnvironment())

describe("a form submission's e-mails", () => {
  it('are queued when the submission is stored, a job per e-mail, nothing sent in its request', async () => {
    const { req, queued, sent, collection } = fakePayload()
    const hooks = collection.hooks!.afterChange as CollectionAfterChangeHook[]
    expect(hooks[0]).toBe(queueFormEmails)
    for (const hook of hooks)
      await hook({
        operation: 'create',
        doc: { id: 9, form: 5, submissionData: [] },
        data: { form: 5 },
        req,
      } as unknown as Parameters<CollectionAfterChangeHook>[0])
    expect(queued).toEqual([
      { task: FORM_MAIL_TASK, queue: FORM_MAIL_QUEUE, input: { submissionId: '9', emailIndex: 0 }, req },
      { task: FORM_MAIL_TASK, queue: FORM_MAIL_QUEUE, input: { submissionId: '9', emailIndex: 1 }, req },
    ])
    expect(sent).toEqual([])
    expect(mockSentByPlugin).toEqual([])
  })

  it('are not queued for a change, nor without a mail server', async () => {
    const { req, queued } = fakePayload()
    await queueFormEmails({
      operation: 'update',
      doc: { id: 9 },
      req,
    } as unknown as Parameters<CollectionAfterChangeHook>[0])
    setConfigEnvironment({})
    await queueFormEmails({
      operation: 'create',
      doc: { id: 9 },
      req,
    } as unknown as Parameters<CollectionAfterChangeHook>[0])
    expect(queued).toEqual([])
  })

  it("are made by the form builder's own hook and sent by the queue's task, from the site's address", async () => {
    const { payload, req, sent, collection } = fakePayload()
    expect(typeof collection.custom?.[FORMAT_EMAILS_HOOK]).toBe('function')
    expect(await sendFormEmails(payload, '9', req, 1)).toBe('sent-1')
    expect(sent).toEqual([
      {
        to: 'dean@example.edu',
        subject: 'Form 5 #9',
        html: '<p>x</p>',
        from: '"University" <web@example.edu>',
        replyTo: '"University" <web@example.edu>',
      },
    ])
    // A job queued before each e-mail had its own sends them all; an e-mail since removed, none.
    expect(await sendFormEmails(payload, '9', req)).toBe('sent-2')
    expect(await sendFormEmails(payload, '9', req, 2)).toBe('no-emails')
    expect(mockSentByPlugin).toEqual([])
    expect(await sendFormEmails(payload, '10', req)).toBe('missing')
  })

  it('fail the task when the mail server refuses, so the queue tries again', async () => {
    const { req } = fakePayload(async () => {
      throw new EmailNotSent('ECONNREFUSED')
    })
    const handler = formMailTask.handler as (args: unknown) => Promise<unknown>
    await expect(handler({ input: { submissionId: '9', emailIndex: 0 }, req })).rejects.toThrow(
      'e-mail not sent (ECONNREFUSED)',
    )
    expect(formMailTask.retries).toMatchObject({ attempts: 5 })
  })

  it('retry only the address that failed: the other is sent once', async () => {
    const delivered: string[] = []
    const { req } = fakePayload(async (email) => {
      if (email.to === 'dean@example.edu' && !delivered.includes('refused-once')) {
        delivered.push('refused-once')
        throw new EmailNotSent('ECONNREFUSED')
      }
      delivered.push(email.to)
    })
    const handler = formMailTask.handler as (args: unknown) => Promise<unknown>
    await handler({ input: { submissionId: '9', emailIndex: 0 }, req })
    await expect(handler({ input: { submissionId: '9', emailIndex: 1 }, req })).rejects.toThrow()
    await handler({ input: { submissionId: '9', emailIndex: 1 }, req })
    expect(delivered).toEqual(['office@example.edu', 'refused-once', 'dean@example.edu'])
  })
})
