import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { countVisitBookingFor } from '@/features/statistics/conversions'
import { databaseMarkUsed } from '@/features/request-information/verification/used-challenges'
import { verifyHuman } from '@/features/request-information/verification/verify-human'
import { requestFormLimits } from '@/lib/http/rate-limit'
import { createSharedRateLimiter } from '@/lib/http/shared-rate-limit'
import { enqueueBookingMail } from '../mail/enqueue'
import { programmeNames, readBookableEvent, readBookingProgrammes } from '../read-event'
import { UNDECIDED } from '../submission'
import { processBooking } from './process-booking'
import { storeBooking } from './store-booking'

// The request form's limits, counted apart from it; shared by every instance through Redis when REDIS_URL is set.
const limiter = createSharedRateLimiter({ name: 'visit-booking', ...requestFormLimits() })

/** Ids and outcomes only: never a name or an address. */
export const logBooking = (event: string, extra: Record<string, unknown> = {}) =>
  console.info(JSON.stringify({ at: 'visit-booking', event, ...extra }))

/** POST /api/visit-booking (app/api/visit-booking/route.ts): the pipeline wired to the database, Redis and the queue. */
export async function handleBooking(request: Request): Promise<Response> {
  let opened: Promise<Payload> | null = null
  const payload = () => (opened ??= getPayload({ config, cron: true }))
  return processBooking(request, {
    hitRateLimit: (address) => limiter.hit(address),
    event: async (slug) => readBookableEvent(await payload(), slug),
    programmes: async () => programmeNames(await readBookingProgrammes()),
    verify: async (answer, remoteIp) => verifyHuman(answer, { markUsed: databaseMarkUsed(await payload()), remoteIp }),
    store: async (event, booking) => storeBooking(await payload(), event, booking),
    afterStored: async (event, booking, stored) => {
      // The statistics count it under the chosen programme's page; they never fail a booking.
      const programme = booking.programme === UNDECIDED ? null : booking.programme
      void countVisitBookingFor(await payload(), programme, request.headers).catch(() => {})
      await enqueueBookingMail(await payload(), stored.id, stored.status)
    },
    log: logBooking,
  })
}
