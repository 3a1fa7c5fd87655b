import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Local API, shared by every read in lib/reads. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
