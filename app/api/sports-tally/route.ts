import { NextResponse } from 'next/server'
import { getSportsTally } from '@/lib/reads/sports'

/** Sports Day house points (JSON) for the floating panel's background refresh. */
export async function GET() {
  const houses = await getSportsTally()
  return NextResponse.json(
    { houses },
    { headers: { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=60' } },
  )
}
