import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { countInformationRequest } from '@/features/statistics/conversions'
import { createSharedRateLimiter } from '@/lib/http/shared-rate-limit'
import { requestFormLimits } from '@/lib/http/rate-limit'
import { readProgrammeChoices } from '../choices'
import { admissionsConfig } from '../forwarding/config'
import { enqueueForwarding } from '../forwarding/enqueue'
import { enqueueNotice } from '../notices/enqueue'
import { databaseMarkUsed } from '../verification/used-challenges'
import { verifyHuman } from '../verification/verify-human'
import { processRequest } from './process-request'
import { log } from './respond'
import { storeRequest } from './store-request'

// Shared by every instance through Redis when REDIS_URL is set, else per process.
const limiter = createSharedRateLimiter({ name: 'request-information', ...requestFormLimits() })

/** POST /api/request-information (app/api/request-information/route.ts): the pipeline wired to the database, Redis and the job queue. */
export async function handleRequestInformation(request: Request): Promise<Response> {
  // Opened when the request first needs it (verification, after the schema), then reused.
  let opened: Promise<Payload> | null = null
  const payload = () => (opened ??= getPayload({ config, cron: true }))
  return processRequest(request, {
    hitRateLimit: (address) => limiter.hit(address),
    programmeChoices: readProgrammeChoices,
    verify: async (answer, remoteIp) => verifyHuman(answer, { markUsed: databaseMarkUsed(await payload()), remoteIp }),
    forwardingConfigured: () => admissionsConfig() !== null,
    store: async (data, forwarding) => storeRequest(await payload(), data, forwarding),
    enqueueForwarding: async (id) => enqueueForwarding(await payload(), id),
    enqueueNotice: async (id) => enqueueNotice(await payload(), id),
    countRequest: async (request) => countInformationRequest(await payload(), request.headers),
    log,
  })
}
