import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { isPreviewablePath } from '@/lib/preview/paths'

/** `GET /api/preview/exit`: leaves draft mode and returns to the page the editor was on (or the home page). */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const referer = request.headers.get('referer')
  const from = referer && URL.canParse(referer) ? new URL(referer) : null
  const back = from && from.host === request.headers.get('host') ? from.pathname + from.search : '/'
  return new Response(null, {
    status: 303,
    headers: { 'Cache-Control': 'private, no-store', Location: isPreviewablePath(back) ? back : '/' },
  })
}
