import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { mayPreview } from '@/lib/cms/access'
import { isPreviewablePath } from '@/lib/preview/paths'
import { getPayloadClient } from '@/lib/reads/payload'

const noStore = { 'Cache-Control': 'private, no-store' }
/** Control characters: a CR or LF in the Location header would split it, and Response refuses that with a 500. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/**
 * `GET /api/preview?path=/featurestory?article=…`: the admin's preview links and live preview
 * pane. For a signed-in editor it turns on Next's draft mode and opens the page, which then shows
 * drafts; for anyone else it refuses. Draft mode alone grants nothing: every draft render checks
 * the editor again (lib/reads/preview.ts).
 */
export async function GET(request: NextRequest) {
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  if (CONTROL_CHARACTERS.test(path) || !isPreviewablePath(path)) {
    return NextResponse.json(
      { errors: [{ field: 'path', message: 'A page of this site, starting with /' }] },
      { status: 400, headers: noStore },
    )
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!mayPreview(user)) {
    return NextResponse.json(
      { errors: [{ message: 'Sign in to /admin as an editor to preview drafts' }] },
      { status: 401, headers: noStore },
    )
  }
  ;(await draftMode()).enable()
  // A relative address: the page opens on the origin the editor signed in on, whatever host the server believes it has.
  // Written as the URL parser encodes it: a header carries no character beyond Latin-1.
  const { pathname, search, hash } = new URL(path, 'http://site')
  return new Response(null, { status: 307, headers: { ...noStore, Location: `${pathname}${search}${hash}` } })
}
