import 'server-only'
import { config } from '@/lib/config/site.mjs'

/** Long enough for a page rendered on its first request; a visitor waits this at most once. */
const TIMEOUT_MS = 5000

/**
 * Whether one of the site's own addresses is a live page: a HEAD of it on this server answers 2xx
 * (true), or something else (false: a 404, or the stored redirect a missing page answers with).
 * Null when it could not be asked (the request failed or took too long).
 */
export async function answersItself(path: string): Promise<boolean | null> {
  try {
    const response = await fetch(`${config.ownOrigin}${path}`, {
      method: 'HEAD',
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    return response.ok
  } catch {
    return null
  }
}
