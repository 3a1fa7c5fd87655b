import type { Payload } from 'payload'
import type { GENDERS, PROGRAMME_LEVELS } from '../fields/enumerations'
import type { RequestInformation } from '../schema/request-information'
import { CONSENT_TEXT } from '../submission'

/** Saves a valid request in the admissions inbox (collection `information-requests`) and returns its id. */
export async function storeRequest(
  payload: Payload,
  request: RequestInformation,
  forwarding: boolean,
): Promise<string | number> {
  const { adventist, ...rest } = request
  const now = new Date().toISOString()
  const doc = await payload.create({
    collection: 'information-requests',
    data: {
      ...rest,
      gender: rest.gender as (typeof GENDERS)[number],
      degreeType: rest.degreeType as (typeof PROGRAMME_LEVELS)[number],
      adventist: adventist === '' ? null : adventist,
      entryDate: now,
      consentText: CONSENT_TEXT,
      consentedAt: now,
      handled: false,
      forwardStatus: forwarding ? 'pending' : 'not-configured',
      forwardAttempts: 0,
    },
    overrideAccess: true,
    depth: 0,
  })
  return doc.id
}
