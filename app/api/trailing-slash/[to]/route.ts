import { getRedirects } from '@/lib/reads/redirects'
import { slashHop, slashRouteTarget, type StoredRedirect } from '@/lib/redirects/trailing-slash'

/**
 * GET /api/trailing-slash/<path, base64url>: where proxy.ts sends an address asked for with a trailing
 * slash; it answers the single redirect (lib/redirects/trailing-slash.ts): the stored one of the
 * address without the slash, else that address.
 */
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ to: string }> }) {
  const to = slashRouteTarget((await params).to)
  let redirects: Readonly<Record<string, StoredRedirect>> = {}
  try {
    redirects = await getRedirects()
  } catch {
    // Without the redirects (the database away and nothing remembered) the slash still comes off;
    // the page there looks the redirect up again when it answers.
  }
  const hop = to === null ? null : slashHop(to, redirects)
  if (!hop) return Response.json({ errors: [{ field: 'to', message: 'Not a path on this site.' }] }, { status: 400 })
  return new Response(null, { status: hop.status, headers: { Location: hop.location } })
}

export const HEAD = GET
