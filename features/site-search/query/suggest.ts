import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { KIND_NAMES } from '../index/fulltext'
import { getSearchIndex } from '../index/site-index'
import { normalizeKeyword } from './keywords'

/**
 * GET /api/search/suggest?q= (app/api/search/suggest/route.ts): suggestions while typing in
 * /keywordsearch, the best few pages for the words typed so far.
 */
export async function answerSuggestions(request: NextRequest) {
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
