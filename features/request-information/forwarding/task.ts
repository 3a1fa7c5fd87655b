import type { PayloadRequest, TaskConfig } from 'payload'
import { admissionsConfig } from './config'
import { deliverRequest, sendToAdmissions, type DeliveryStore } from './forward'

export const FORWARD_TASK = 'forwardInformationRequest'
export const FORWARD_QUEUE = 'admissions'
/** Retries after the first attempt; exponential backoff from 30 s (30 s, 1 min, 2 min, … ~1 h). */
export const FORWARD_RETRIES = 8
export const FORWARD_BACKOFF_MS = 30_000

/** The stored requests, read and written through the job's own request (its transaction's connection, not a second one). */
function databaseStore(req: PayloadRequest): DeliveryStore {
  const { payload } = req
  return {
    async load(id) {
      return payload.findByID({
        collection: 'information-requests',
        id,
        overrideAccess: true,
        depth: 0,
        disableErrors: true,
        req,
      })
    },
    async save(id, data) {
      await payload.update({ collection: 'information-requests', id, data, overrideAccess: true, depth: 0, req })
    },
  }
}

/** Forwards one stored request to the admissions API (one attempt; the queue retries). */
export const forwardInformationRequestTask: TaskConfig<{ input: { requestId: string }; output: { outcome: string } }> =
  {
    slug: FORWARD_TASK,
    label: 'Forward an information request to the admissions system',
    inputSchema: [{ name: 'requestId', type: 'text', required: true }],
    outputSchema: [{ name: 'outcome', type: 'text' }],
    retries: { attempts: FORWARD_RETRIES, backoff: { type: 'exponential', delay: FORWARD_BACKOFF_MS } },
    handler: async ({ input, req }) => {
      const config = admissionsConfig()
      if (!config) return { output: { outcome: 'not-configured' } }
      const outcome = await deliverRequest(
        String(input.requestId),
        databaseStore(req),
        (id, body) => sendToAdmissions(id, body, config),
        FORWARD_RETRIES + 1,
      )
      req.payload.logger.info({ msg: 'information request forwarding', requestId: input.requestId, outcome })
      return { output: { outcome } }
    },
  }
