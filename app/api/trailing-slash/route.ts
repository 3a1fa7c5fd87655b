import type { NextRequest } from 'next/server'
import { getRedirects } from '@/lib/reads/redirects'
import { slashHop, type StoredRedirect } from '@/lib/redirects/trailing-slash'

/**
 * GET /api/trailing-slash?to=<path>: where proxy.ts sends an address asked for with a trailing
 * slash; it answers the single redirect (lib/redirects/trailing-slash.ts): the stored one of the
 * address without the slash, else that address.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  let redirects: Readonly<Record<string, StoredRedirect>> = {}
  try {
    redirects = await getRedirects()
  } catch {
    // Without the redirects (the database away and nothing remembered) the slash still comes off;
    // the page there looks the redirect up again when it answers.
  }
  const hop = slashHop(request.nextUrl.searchParams.get('to') ?? '', redirects)
  if (!hop) return Response.json({ errors: [{ field: 'to', message: 'Not a path on this site.' }] }, { status: 400 })
  return new Response(null, { status: hop.status, headers: { Location: hop.location } })
}

export const HEAD = GET
