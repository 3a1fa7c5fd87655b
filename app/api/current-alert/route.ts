import { NextResponse } from 'next/server'
import { getCurrentAlert } from '@/lib/reads/alerts'

/**
 * The alert on now (JSON), for pages already open (components/shell/SiteAlert polls it). Decided
 * per request from the cached alert list, so it is exact at every start and end; the list itself
 * is cached under the alerts tag, so a poll costs no database query.
 */
export async function GET() {
  const alert = await getCurrentAlert()
  return NextResponse.json({ alert }, { headers: { 'Cache-Control': 'no-store' } })
}
