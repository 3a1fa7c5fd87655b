import { NextResponse, type NextRequest } from 'next/server'
import { parseFinderRequest } from '@/lib/programmes/finder-request'
import { isEditorPreview } from '@/lib/reads/preview'
import { getFinderPage } from '@/lib/reads/programmes'

/**
 * GET /api/programme-finder?q=…&kind=…&page=2 → one page of the programme finder's results as
 * JSON (components/programmes/ProgrammeFinder.tsx asks for it as the visitor types and chooses).
 * A malformed query is a 400 naming each field's problem.
 */
export async function GET(request: NextRequest) {
  const parsed = parseFinderRequest(request.nextUrl.searchParams)
  if (!parsed.success) {
    return NextResponse.json({ error: 'The search could not be read.', errors: parsed.errors }, { status: 400 })
  }
  const [results, preview] = await Promise.all([getFinderPage(parsed.query, parsed.page), isEditorPreview()])
  return NextResponse.json(results, {
    // An editor's preview holds drafts: never for a shared cache.
    headers: { 'Cache-Control': preview ? 'private, no-store' : 'public, max-age=60, stale-while-revalidate=300' },
  })
}
