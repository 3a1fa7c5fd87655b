import { NextResponse, type NextRequest } from 'next/server'
import { getSearchIndex } from '@/lib/reads/search'
import { KIND_NAMES } from '@/lib/search/fulltext'
import { normalizeKeyword } from '@/lib/search/keywords'

/** Suggestions while typing in /keywordsearch: the best few pages for the words typed so far. */
export async function GET(request: NextRequest) {
  const q = normalizeKeyword(request.nextUrl.searchParams.get('q'))
  if (q.length < 2) return NextResponse.json({ suggestions: [] }, { headers: { 'Cache-Control': 'no-store' } })
  const started = performance.now()
  const index = await getSearchIndex()
  const found = index.suggest(q, 6)
  const ms = (performance.now() - started).toFixed(1)
  return NextResponse.json(
    { suggestions: found.map((d) => ({ title: d.title, url: d.url, kind: KIND_NAMES[d.kind] })) },
    // Short-lived: a published story shows up within a minute even in a browser that asked before.
    { headers: { 'Cache-Control': 'public, max-age=30', 'Server-Timing': `search;dur=${ms}` } },
  )
}
