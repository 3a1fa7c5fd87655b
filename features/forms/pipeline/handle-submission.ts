import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { databaseMarkUsed } from '@/features/request-information/verification/used-challenges'
import { verifyHuman } from '@/features/request-information/verification/verify-human'
import { requestFormLimits } from '@/lib/http/rate-limit'
import { createSharedRateLimiter } from '@/lib/http/shared-rate-limit'
import { toPublicForm } from '../definition'
import { sendFormEmailsAfterAnswer } from '../mail/run'
import { processSubmission } from './process-submission'
import { storeSubmission } from './store-submission'

// The request form's limits, counted apart: one form's visitors do not use up another's.
const limiter = createSharedRateLimiter({ name: 'editor-forms', ...requestFormLimits() })

const log = (event: string, extra: Record<string, unknown> = {}) =>
  // Ids and outcomes only: never an answer.
  console.info(JSON.stringify({ at: 'form-submission', event, ...extra }))

/** POST /api/form-submission (app/api/form-submission/route.ts): the pipeline wired to the database and Redis. */
export async function handleFormSubmission(request: Request): Promise<Response> {
  let opened: Promise<Payload> | null = null
  const payload = () => (opened ??= getPayload({ config, cron: true }))
  return processSubmission(request, {
    hitRateLimit: (address) => limiter.hit(address),
    loadForm: async (id) => {
      const { docs } = await (
        await payload()
      ).find({ collection: 'forms', where: { id: { equals: Number(id) } }, limit: 1, depth: 0, overrideAccess: true })
      return docs[0] ? toPublicForm(docs[0]) : null
    },
    verify: async (answer, remoteIp) => verifyHuman(answer, { markUsed: databaseMarkUsed(await payload()), remoteIp }),
    store: async (form, answers) => {
      const id = await storeSubmission(await payload(), form, answers)
      sendFormEmailsAfterAnswer(await payload())
      return id
    },
    log,
  })
}
