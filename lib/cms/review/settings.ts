import type { Payload, PayloadRequest } from 'payload'
import type { ReviewSettings } from './rules'

/** Site settings → Review, read outside a request's transaction (the dashboard). */
export async function readReviewSettings(payload: Payload, req?: PayloadRequest): Promise<ReviewSettings | null> {
  try {
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
      req,
      select: { review: true },
    })
    return (settings as { review?: ReviewSettings | null }).review ?? null
  } catch {
    return null
  }
}

const cache = new WeakMap<object, Promise<ReviewSettings | null>>()

/**
 * Site settings → Review, read once per request (access rules run many times in one admin page).
 * Read in the request's transaction, so a change to the settings applies to the save that follows.
 */
export function reviewSettings(req: PayloadRequest): Promise<ReviewSettings | null> {
  let found = cache.get(req)
  if (!found) {
    found = readReviewSettings(req.payload, req)
    cache.set(req, found)
  }
  return found
}
