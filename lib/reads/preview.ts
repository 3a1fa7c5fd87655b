import 'server-only'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { mayPreview } from '@/lib/cms/access'
import { getPayloadClient } from './payload'

/**
 * Whether the request has draft mode on: Next's data cache then neither answers nor keeps
 * anything, so cached reads run afresh on every call. proxy.ts lets the draft-mode cookie through
 * only beside a signed-in editor's session (lib/preview/draft-mode-gate.ts).
 */
export async function draftModeOn(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (build-time params, scripts): no preview
  }
}

/**
 * Whether this request renders drafts: draft mode is on AND the request's own session is an
 * editor's. The draft-mode cookie alone grants nothing (it can be copied); every render asks the
 * CMS who is signed in. Visitors' requests never get here past the first line, so their pages
 * stay static: Next only renders dynamically when draft mode is on.
 */
export const isEditorPreview = cache(async (): Promise<boolean> => {
  if (!(await draftModeOn())) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return mayPreview(user)
})
