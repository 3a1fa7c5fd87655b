import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Local API, shared by every read in lib/reads. The first call in a running server also starts
 * its jobs queue (scheduled publishing, forwarding, retention; never during the build).
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
