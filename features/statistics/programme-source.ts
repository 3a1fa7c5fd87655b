import { PROGRAMME_PARAM } from '@/features/request-information/programme-link'

/**
 * The programme slug a form page's address names (`/request_information?programme=<slug>`), read
 * from the submission's `Referer` when it is a page of this site; null otherwise.
 */
export function programmeSlugFromReferer(referer: string | null, publicOrigin: string): string | null {
  if (!referer) return null
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  if (url.origin !== new URL(publicOrigin).origin) return null
  const slug = url.searchParams.get(PROGRAMME_PARAM)?.trim() ?? ''
  return /^[a-z0-9-]{1,120}$/i.test(slug) ? slug.toLowerCase() : null
}
