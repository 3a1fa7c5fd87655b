import { config } from '@/lib/config/site.mjs'

/**
 * Whether a request was sent by the site's own pages, as the browser says: its Fetch Metadata
 * (`Sec-Fetch-Site`) when it sends them, else its `Origin`, which must be the public origin
 * (NEXT_PUBLIC_SERVER_URL). Another site's page can make a visitor's browser send a request,
 * but cannot change either header; a request naming neither is refused (browsers name the origin
 * of every POST), as Payload refuses its session cookie then.
 */
export function isSameOriginRequest(headers: Headers, publicOrigin = config.serverUrl): boolean {
  const site = headers.get('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = headers.get('origin')
  return origin !== null && origin === new URL(publicOrigin).origin
}
