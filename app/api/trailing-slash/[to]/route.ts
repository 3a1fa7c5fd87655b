import { answersItself } from '@/lib/redirects/answers-itself'
import { getRedirects } from '@/lib/reads/redirects'
import { hasStoredRedirect, slashHop, slashRouteTarget, type StoredRedirect } from '@/lib/redirects/trailing-slash'

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
  // A page answers 404 before it looks a redirect up, so a page made later at an address a redirect
  // was left at wins over it, with the slash as without. Asked only when a redirect is stored there;
  // when the page cannot be asked, the visitor goes to the address, which decides for itself.
  if (to !== null && hasStoredRedirect(to, redirects) && (await answersItself(to)) !== false) redirects = {}
  const hop = to === null ? null : slashHop(to, redirects)
  if (!hop) return Response.json({ errors: [{ field: 'to', message: 'Not a path on this site.' }] }, { status: 400 })
  return new Response(null, { status: hop.status, headers: { Location: hop.location } })
}

export const HEAD = GET
